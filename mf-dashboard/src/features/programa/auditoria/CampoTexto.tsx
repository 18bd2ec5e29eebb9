import { useEffect, useRef, useState } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';

export type CampoTextoProps = Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'onFocus'> & {
  valor: string;
  max: number;
  onCambio: (valor: string) => void;
  /** The field lost focus: send what is waiting. */
  onSalir: () => void;
};

/**
 * A text of an answer typed as it is saved: while it has focus it keeps its own text, so the server's copy (trimmed)
 * arriving mid-typing never moves the caret or eats a trailing space; out of focus it shows the saved one.
 */
export function CampoTexto({ valor, max, onCambio, onSalir, slotProps, ...props }: CampoTextoProps) {
  const [texto, setTexto] = useState(valor);
  const enFoco = useRef(false);
  useEffect(() => {
    if (!enFoco.current) setTexto(valor);
  }, [valor]);
  return (
    <TextField
      {...props}
      value={texto}
      onFocus={() => (enFoco.current = true)}
      onChange={(e) => {
        setTexto(e.target.value);
        onCambio(e.target.value);
      }}
      onBlur={() => {
        enFoco.current = false;
        onSalir();
      }}
      slotProps={{ ...slotProps, htmlInput: { maxLength: max } }}
    />
  );
}
