import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { RequireAuth, useAuth } from '@portal/shared/auth';
import { PageTitle } from '@portal/shared/ui';
import { HorasEquiposTab } from '../features/horas/HorasEquiposTab';
import { HorasTodosTab } from '../features/horas/HorasTodosTab';
import { MisHorasTab } from '../features/horas/MisHorasTab';

const PESTANAS = ['Mis horas', 'Horas de todos', 'Horas por equipo autonomo'] as const;

function MisHorasContent() {
  const { user } = useAuth();
  const [pestana, setPestana] = useState(0);
  if (!user) return null;
  return (
    <Box>
      <PageTitle>Horas</PageTitle>
      <Tabs value={pestana} onChange={(_e, v: number) => setPestana(v)} variant="scrollable" allowScrollButtonsMobile aria-label="Horas">
        {PESTANAS.map((p, i) => (
          <Tab key={p} label={p} id={`horas-tab-${i}`} aria-controls={`horas-panel-${i}`} sx={{ minHeight: 48 }} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`horas-panel-${pestana}`} aria-labelledby={`horas-tab-${pestana}`}>
        {pestana === 0 && <MisHorasTab userId={user._id} />}
        {pestana === 1 && <HorasTodosTab />}
        {pestana === 2 && <HorasEquiposTab />}
      </Box>
    </Box>
  );
}

/** /mishoras (spec §2 'Hours'): the three tabs; an Operario sees only their own figures in the shared ones. */
export default function MisHorasPage() {
  return (
    <RequireAuth>
      <MisHorasContent />
    </RequireAuth>
  );
}
