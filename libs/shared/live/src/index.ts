export * from './lib/conectarEventos';
