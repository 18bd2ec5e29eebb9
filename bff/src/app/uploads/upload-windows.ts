/** The per-user upload limits count uploads in these sliding windows (UPLOADS_PER_10_MIN, UPLOAD_MB_PER_DAY). */
export const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
export const UPLOAD_DAY_MS = 24 * 60 * 60 * 1000;
