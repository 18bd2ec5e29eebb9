export { CLIENTE, ProveedorOidc, type Cuenta } from './proveedor-oidc';
