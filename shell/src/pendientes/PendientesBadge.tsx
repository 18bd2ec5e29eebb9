import { Badge, IconButton } from '@mui/material';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import { NavLink } from 'react-router-dom';
import { useAuth } from '@portal/shared/auth';
import { ROUTES } from '@portal/shared/domain';
import { usePendientes, useRutinasPendientes } from '@portal/shared/offline';

export const PENDIENTES_TITULO = 'Pendientes de envío';

/** The navbar's count of cards and CIL routine runs waiting in this browser; nothing while there are none. */
export function PendientesBadge() {
  const { user } = useAuth();
  const count = usePendientes(user?._id).count + useRutinasPendientes(user?._id).length;
  if (!count) return null;
  return (
    <IconButton color="inherit" component={NavLink} to={ROUTES.pendientes} aria-label={`${PENDIENTES_TITULO}: ${count}`} size="large">
      <Badge badgeContent={count} color="secondary">
        <CloudUploadIcon />
      </Badge>
    </IconButton>
  );
}
