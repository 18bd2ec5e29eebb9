import { SelectNativo } from '../form/SelectNativo';

export type OpcionFiltro = string | { value: string; label: string };

export interface FiltroSelectProps {
  label: string;
  /** '' = the empty choice. */
  value: string;
  onChange: (valor: string) => void;
  opciones: readonly OpcionFiltro[];
  /** The empty choice's text. */
  vacio?: string;
}

/**
 * One of a list's filters: a compact native select (the phone's own picker). A value no longer offered (a machine
 * a link names that is no longer configured) stays shown and choosable.
 */
export function FiltroSelect({ label, value, onChange, opciones, vacio = 'Todos' }: FiltroSelectProps) {
  const todas = opciones.map((o) => (typeof o === 'string' ? { value: o, label: o } : o));
  if (value && !todas.some((o) => o.value === value)) todas.unshift({ value, label: value });
  return (
    <SelectNativo label={label} value={value} onChange={onChange}>
      <option value="">{vacio}</option>
      {todas.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </SelectNativo>
  );
}
