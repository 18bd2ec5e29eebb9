export { Endpoint, rutaDe, CONTRATO_METADATA } from './endpoint.decorator';
export { ContratoInterceptor } from './contrato.interceptor';
export { Consulta, Cuerpo } from './contrato.params';
