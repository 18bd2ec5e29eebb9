import SendIcon from '@mui/icons-material/Send';
import { getErrorMessage } from '@portal/shared/data-access';
import { BusyButton, useNotify } from '@portal/shared/ui';
import { useEnviarReporteMutation } from './reporteApi';

export const ENVIAR_REPORTE_LABEL = 'Enviar reporte semanal ahora';

/** 'Reporte enviado a a@x.com, b@y.com' (the server's answer). */
export const reporteEnviadoTexto = (destinatarios: string[]) => `Reporte enviado a ${destinatarios.join(', ')}`;

/** Sends the weekly 'Reporte de avance' e-mail now (REPORT_RECIPIENTS) and says to whom, or why not. */
export function EnviarReporteButton() {
  const notify = useNotify();
  const [enviar, { isLoading }] = useEnviarReporteMutation();
  const onClick = async () => {
    try {
      const { destinatarios } = await enviar().unwrap();
      notify.success(reporteEnviadoTexto(destinatarios));
    } catch (error) {
      notify.error(getErrorMessage(error));
    }
  };
  return (
    <BusyButton variant="outlined" startIcon={<SendIcon />} busy={isLoading} onClick={() => void onClick()}>
      {ENVIAR_REPORTE_LABEL}
    </BusyButton>
  );
}
