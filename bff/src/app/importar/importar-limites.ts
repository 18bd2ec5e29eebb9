/**
 * What an import file may expand to while it is read (issue 20: one 8.6 MB .xlsx expanded to 6 GiB of shared
 * strings and took the portal down). Every bound refuses the file with a Spanish 413 and changes nothing.
 * Rows are configurable (IMPORT_MAX_FILAS: a plant's history may be long); the rest are fixed here, each with
 * its reason. The worker's heap limit (HEAVY_WORKER_MEMORY_MB) is the last line behind them.
 */
export interface LimitesImport {
  /** Data rows (the header not counted): IMPORT_MAX_FILAS. */
  maxFilas: number;
  /** Cells with data in one row: the portal's export has about 25 columns; 256 was Excel's column limit until 2007. */
  maxColumnas: number;
  /** Excel's own limit for the text of one cell. */
  maxCaracteresCelda: number;
  /** Distinct texts of an .xlsx (shared strings, cached whole by exceljs): a million is far beyond any plant's history. */
  maxTextos: number;
  /** Characters of all shared strings together (the memory they take once parsed). */
  maxCaracteresTextos: number;
}

/** The bounds for a configured row limit (the others are fixed: their reasons are above). */
export const limitesImport = (maxFilas: number): LimitesImport => ({
  maxFilas,
  maxColumnas: 256,
  maxCaracteresCelda: 32_767,
  maxTextos: 1_000_000,
  maxCaracteresTextos: 32 * 1024 * 1024,
});

/** Zip entries of an .xlsx: a workbook from Excel has a few dozen (sheets, styles, themes, images). */
export const XLSX_MAX_ENTRADAS = 2_000;
/**
 * Declared uncompressed size of one entry. A worksheet is read as a stream, so this bounds time, not memory:
 * 200,000 rows of about 25 filled columns are roughly 200 MiB of XML (estimated: about 1 KB of XML a row).
 */
export const XLSX_MAX_BYTES_ENTRADA = 256 * 1024 * 1024;
/** All entries together. */
export const XLSX_MAX_BYTES_TOTAL = 512 * 1024 * 1024;
/** The shared strings are held in memory whole (exceljs caches them): their XML is bounded apart. */
export const XLSX_MAX_BYTES_TEXTOS = 64 * 1024 * 1024;
/**
 * Uncompressed/compressed ratio of an entry above 1 MiB. Spreadsheet XML compresses 5–20×, a sparse or
 * repetitive one maybe 50×; deflate's maximum (≈1,000×) is what zip bombs use.
 */
export const XLSX_MAX_RATIO = 200;
export const XLSX_RATIO_DESDE_BYTES = 1024 * 1024;
