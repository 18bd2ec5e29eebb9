import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { REMOTE_NAMES, REMOTES, type RemotesManifest } from '@portal/shared/domain';
import { APP_CONFIG, type AppConfig } from '../common/config/app-config';

@Injectable()
export class StaticService {
  private readonly manifest: { manifest: RemotesManifest; etag: string };

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // MF_REMOTE_URL_<NAME> moves one remote without rebuilding the shell; fixed for the life of the process.
    const manifest: RemotesManifest = Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, config.remoteUrlOverrides[name] ?? `/remotes/${REMOTES[name].folder}/mf-manifest.json`]),
    );
    const etag = `"${createHash('sha256').update(JSON.stringify(manifest)).digest('base64url').slice(0, 16)}"`;
    this.manifest = { manifest, etag };
  }

  /** Where the shell loads each remote from, and the ETag of that answer. */
  remotesManifest(): { manifest: RemotesManifest; etag: string } {
    return this.manifest;
  }
}
