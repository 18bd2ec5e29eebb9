export const APP_VERSION = '1.4.0';
export const APP_VERSION_LABEL = 'v. 1.4.0 (10/01/21)';
