import { createPortal } from 'react-dom';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { Button, GlobalStyles } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { VISTA_A3, type Kaizen } from '@portal/shared/domain';
import { ATRIBUTO_HOJA, ATRIBUTO_NO_IMPRIMIR, CSS_OCULTA, CSS_VISTA_PREVIA } from './estilosA3';
import { HojaA3 } from './HojaA3';

/** Whether the page is the A3 preview (`?vista=a3`). */
export function useVistaA3(): boolean {
  const [params] = useSearchParams();
  return params.get(VISTA_A3.param) === VISTA_A3.valor;
}

/**
 * The one-page A3 sheet (header, PDCA quadrants, linked cards, before/after images, follow-up). It sits
 * directly in <body>, so printing shows it alone (A3 landscape, the rest of the portal hidden). On
 * screen it is hidden, except on `?vista=a3`, where it is the whole page, with a way back and 'Imprimir A3'.
 */
export function KaizenA3({ kaizen }: { kaizen: Kaizen }) {
  const vistaPrevia = useVistaA3();
  const { pathname } = useLocation();
  return createPortal(
    <div {...{ [ATRIBUTO_HOJA]: '' }}>
      <GlobalStyles styles={vistaPrevia ? CSS_VISTA_PREVIA : CSS_OCULTA} />
      {vistaPrevia ? (
        <nav className="a3-barra" aria-label="Vista A3" {...{ [ATRIBUTO_NO_IMPRIMIR]: '' }}>
          <Button component={RouterLink} to={pathname} variant="outlined">
            Volver al detalle
          </Button>
          <ImprimirA3Button kaizen={kaizen} />
        </nav>
      ) : null}
      <HojaA3 kaizen={kaizen} />
    </div>,
    document.body,
  );
}

/** Prints the page under the Kaizen's name (the PDF's file name and the browser's page header). */
export function imprimirA3(kaizen: Pick<Kaizen, 'numero' | 'codigo'>): void {
  const titulo = document.title;
  document.title = [`Quick Kaizen N°${kaizen.numero}`, kaizen.codigo].filter(Boolean).join(' - ');
  try {
    window.print();
  } finally {
    document.title = titulo;
  }
}

/** The header's 'Imprimir A3' button: the browser prints the sheet (see KaizenA3). */
export function ImprimirA3Button({ kaizen }: { kaizen: Kaizen }) {
  return (
    <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => imprimirA3(kaizen)}>
      Imprimir A3
    </Button>
  );
}
