import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { BackupError, isSafeUploadPath } from './backup-file';

export function* walkFiles(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * The images of a restore, written aside in DATA_DIR/.uploads-restore-* (same file system as
 * DATA_DIR/uploads) while the database loads, and renamed into DATA_DIR/uploads only once the database
 * committed: a restore that fails leaves DATA_DIR/uploads untouched, never half-written.
 */
export class StagedUploads {
  private dir: string | undefined;
  private count = 0;

  constructor(private readonly uploadsDir: string) {}

  write(path: string, data: Buffer) {
    if (!isSafeUploadPath(path)) throw new BackupError(`Ruta de archivo no válida en el respaldo / Bad file path: ${path}`);
    if (!this.dir) {
      const parent = dirname(resolve(this.uploadsDir));
      mkdirSync(parent, { recursive: true });
      this.dir = mkdtempSync(join(parent, '.uploads-restore-'));
    }
    const target = join(this.dir, ...path.split('/'));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, data);
    this.count++;
  }

  /** Moves every staged image to its place (replacing a file of the same name); returns how many. */
  moveIntoPlace(): number {
    if (!this.dir) return 0;
    for (const file of walkFiles(this.dir)) {
      const target = join(this.uploadsDir, relative(this.dir, file));
      if (!resolve(target).startsWith(resolve(this.uploadsDir) + sep)) throw new BackupError(`Ruta de archivo no válida / Bad file path: ${target}`);
      mkdirSync(dirname(target), { recursive: true });
      renameSync(file, target);
    }
    return this.count;
  }

  discard() {
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = undefined;
  }
}
