import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@portal/shared/data-access';
import {
  IMPORT_MAX_BYTES,
  MSG,
  type AccionValorImport,
  type CampoFijoImport,
  type CampoImportable,
  type CampoVerificadoImport,
  type EnviosDobles,
  type ImportAnalisis,
  type ImportOpciones,
  type ImportResultado,
} from '@portal/shared/domain';
import { ARCHIVO_NO_ADMITIDO, esArchivoAdmitido } from './campos';
import { useAnalizarImportacionMutation, useImportarTarjetasMutation } from './importarApi';

export type Importacion = ReturnType<typeof useImportacion>;

/**
 * The import's steps: the chosen file (kept by the browser), the options, the latest dry run (re-run on every
 * option change; an older answer arriving late is ignored) and the import's result.
 */
export function useImportacion() {
  const [archivo, setArchivo] = useState<File | null>(null);
  const [archivoError, setArchivoError] = useState<string | null>(null);
  const [opciones, setOpciones] = useState<ImportOpciones>({});
  const [analisis, setAnalisis] = useState<ImportAnalisis | null>(null);
  const [analisisError, setAnalisisError] = useState<string | null>(null);
  const [resultado, setResultado] = useState<ImportResultado | null>(null);
  const [importError, setImportError] = useState<string | null>(null);
  const [analizar, { isLoading: analizando }] = useAnalizarImportacionMutation();
  const [importar, { isLoading: importando }] = useImportarTarjetasMutation();
  const ultimo = useRef(0);

  useEffect(() => {
    if (!archivo) return;
    const id = ++ultimo.current;
    setAnalisisError(null);
    analizar({ archivo, opciones })
      .unwrap()
      .then((a) => {
        if (id === ultimo.current) setAnalisis(a);
      })
      .catch((e: unknown) => {
        if (id !== ultimo.current) return;
        setAnalisis(null);
        setAnalisisError(getErrorMessage(e));
      });
  }, [archivo, opciones, analizar]);

  const elegirArchivo = useCallback((elegido: File | null | undefined) => {
    if (!elegido) return;
    setResultado(null);
    setImportError(null);
    if (!esArchivoAdmitido(elegido) || elegido.size > IMPORT_MAX_BYTES) {
      setArchivoError(esArchivoAdmitido(elegido) ? MSG.importArchivoDemasiadoGrande : ARCHIVO_NO_ADMITIDO);
      return;
    }
    ultimo.current++;
    setArchivoError(null);
    setAnalisis(null);
    setAnalisisError(null);
    setOpciones({});
    setArchivo(elegido);
  }, []);

  const asignarColumna = (encabezado: string, campo: CampoImportable | null) => setOpciones((o) => ({ ...o, mapeo: { ...o.mapeo, [encabezado]: campo } }));
  const setAgregarCampos = (agregarCampos: boolean) => setOpciones((o) => ({ ...o, agregarCampos }));
  const setRenumerarDuplicados = (renumerarDuplicados: boolean) => setOpciones((o) => ({ ...o, renumerarDuplicados }));
  const setEnviosDobles = (enviosDobles: EnviosDobles) => setOpciones((o) => ({ ...o, enviosDobles }));
  /** An unknown value mapped to an allowed one, or (null) its rows rejected: then it leaves the options, rejecting is the default. */
  const mapearValor = (campo: CampoFijoImport, valor: string, a: string | null) =>
    setOpciones((o) => {
      const { [campo]: actuales = {}, ...otros } = o.valores ?? {};
      const { [valor]: _, ...resto } = actuales as Record<string, string | null>;
      const elegidos = a === null ? resto : { ...resto, [valor]: a };
      return { ...o, valores: Object.keys(elegidos).length ? { ...otros, [campo]: elegidos } : otros };
    });
  const elegirCampo = (campo: CampoVerificadoImport, valor: string, accion: AccionValorImport) =>
    setOpciones((o) => ({ ...o, valores: { ...o.valores, campos: { ...o.valores?.campos, [campo]: { ...o.valores?.campos?.[campo], [valor]: accion } } } }));

  /** Resolves true when the import is done (its result shown), false on an error (shown in `importError`). */
  const confirmarImportacion = async (): Promise<boolean> => {
    if (!archivo) return false;
    setImportError(null);
    try {
      setResultado(await importar({ archivo, opciones }).unwrap());
      return true;
    } catch (e) {
      setImportError(getErrorMessage(e));
      return false;
    }
  };

  const reiniciar = () => {
    ultimo.current++;
    setArchivo(null);
    setArchivoError(null);
    setOpciones({});
    setAnalisis(null);
    setAnalisisError(null);
    setResultado(null);
    setImportError(null);
  };

  const puedeImportar = !!analisis && !analizando && analisis.faltanCampos.length === 0 && analisis.aCrear > 0;

  return {
    archivo,
    archivoError,
    opciones,
    analisis,
    analisisError,
    analizando,
    resultado,
    importError,
    setImportError,
    importando,
    puedeImportar,
    elegirArchivo,
    asignarColumna,
    setAgregarCampos,
    setRenumerarDuplicados,
    setEnviosDobles,
    mapearValor,
    elegirCampo,
    confirmarImportacion,
    reiniciar,
  };
}
