#!/usr/bin/env node
// The card import's CSV reader (bff/src/app/importar/importar-lector.ts, `leerCsv`) beside csv-parse 7 (streaming,
// the usual choice) on the same files, each run in its own process: seconds and peak RSS. Files: the original app's
// list export (50,000 rows, quoted cells, a multi-line description every 10th row) and a hostile one (one line of
// 20 million separators: the import limits allow 256 columns).
// Figures (2026-11-28, 2 shared cores): export 0.56 s vs 1.18 s (csv-parse ×2.10 slower); hostile 0.91 s vs 29.0 s
// (×32: csv-parse builds the 20-million-cell record before anyone can count its columns; leerCsv drops empty cells past
// the limit as it reads). leerCsv's RSS includes the TypeScript loader (swc) and exceljs, so memory is not compared.
// Kept: docs/decisions.md 'CSV reader'.
// Usage: node bench/csv.mjs [--rows 50000]
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '50000' }, caso: { type: 'string' }, lector: { type: 'string' } } });
const LIMITES = { maxColumnas: 256, maxCaracteresCelda: 32_767 };

function archivo(caso, rows) {
  if (caso === 'hostil') return Buffer.from('a' + ','.repeat(20_000_000) + '\r\n');
  const q = (v) => `"${v.replace(/"/g, '""')}"`;
  const lineas = ['N°,Color,Equipo Autonomo,Prioridad,Fecha apertura,Descripción anomalia,Estado actual'];
  for (let i = 0; i < rows; i++) {
    const d = `Pérdida de aceite en la zona del reductor, se observa goteo continuo ${i}` + (i % 10 === 0 ? '\nRevisar "retén" y nivel' : '');
    lineas.push([String(100_000 + i), 'Roja', 'Calandrado', 'Alta', '2019-01-01T10:00:00.000Z', d, 'Abierta'].map(q).join(','));
  }
  return Buffer.from('\uFEFF' + lineas.join('\r\n') + '\r\n');
}

async function* trozos(datos) {
  for (let i = 0; i < datos.length; i += 64 * 1024) yield datos.subarray(i, i + 64 * 1024);
}

/** One reading in this process: rows read (or the refusal) and seconds. */
async function leer(lector, caso) {
  const datos = archivo(caso, Number(values.rows));
  // Loaded before the clock starts: the reader's own module (transpiled from TypeScript here) is not its cost.
  const { leerCsv } = lector === 'propio' ? await import('../bff/src/app/importar/importar-lector.ts') : {};
  const { parse } = lector === 'propio' ? {} : await import('csv-parse');
  const t0 = performance.now();
  let filas = 0;
  let resultado;
  try {
    if (lector === 'propio') {
      for await (const _ of leerCsv(trozos(datos), LIMITES)) filas++;
    } else {
      // The same contract as far as csv-parse goes: BOM, the header's separator, ragged rows, a cell limit.
      const parser = parse({ bom: true, delimiter: ',', relax_column_count: true, skip_empty_lines: true, max_record_size: LIMITES.maxCaracteresCelda });
      const escribir = (async () => {
        for await (const t of trozos(datos)) if (!parser.write(t)) await new Promise((r) => parser.once('drain', r));
        parser.end();
      })();
      for await (const fila of parser) {
        if (fila.length > LIMITES.maxColumnas) throw new Error('demasiadas columnas');
        filas++;
      }
      await escribir;
    }
    resultado = `${filas} filas`;
  } catch (e) {
    resultado = `rechazado (${e.message ?? e})`.slice(0, 60);
  }
  const segundos = (performance.now() - t0) / 1000;
  console.log(JSON.stringify({ resultado, segundos, rssMb: process.resourceUsage().maxRSS / 1024 }));
}

if (values.lector) {
  if (values.lector === 'propio') {
    const { register } = await import('node:module');
    register(new URL('../bff/src/app/common/heavy/ts-worker-hooks.mjs', import.meta.url));
  }
  await leer(values.lector, values.caso);
} else {
  const filas = [];
  for (const caso of ['export', 'hostil']) {
    const r = {};
    for (const lector of ['propio', 'csv-parse']) {
      const p = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--lector', lector, '--caso', caso, '--rows', values.rows], { encoding: 'utf8' });
      r[lector] = JSON.parse(p.stdout.trim().split('\n').pop() || '{}');
    }
    filas.push({ caso, ...r });
  }
  for (const { caso, propio, 'csv-parse': otro } of filas) {
    console.log(
      `${caso.padEnd(7)} leerCsv: ${propio.resultado}, ${propio.segundos.toFixed(2)} s, ${propio.rssMb.toFixed(0)} MB | csv-parse: ${otro.resultado}, ${otro.segundos.toFixed(2)} s, ${otro.rssMb.toFixed(0)} MB | tiempo ×${(otro.segundos / propio.segundos).toFixed(2)}, memoria ×${(otro.rssMb / propio.rssMb).toFixed(2)}`,
    );
  }
}
