import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPageAs } from '@portal/shared/testing';
import {
  GUIAS_AUDITORIA_AM_DEFECTO,
  MSG,
  PASOS_AM_DEFECTO,
  plantillaAmDefecto,
  plantillaAmSchema,
  type PlantillaAmBody,
  type PlantillaAuditoriaAm,
  type Role,
} from '@portal/shared/domain';
import PlantillasAmPage from './PlantillasAmPage';

afterEach(() => vi.unstubAllGlobals());

const sugerida = (paso: number): PlantillaAuditoriaAm => ({
  paso,
  pasoNombre: PASOS_AM_DEFECTO[paso - 1],
  ...plantillaAmDefecto(paso),
  personalizada: false,
  actualizadaEn: null,
  actualizadaPor: null,
});
/** Step 2 as the plant wrote it: one section, one requirement, its own rule. */
const PROPIA: PlantillaAuditoriaAm = {
  ...sugerida(2),
  secciones: [{ titulo: 'Lo nuestro', requisitos: [{ id: 'propio-1', texto: 'Fugas contenidas', guias: [...GUIAS_AUDITORIA_AM_DEFECTO] }] }],
  regla: { promedioMin: 75, minimoRequisito: 1 },
  personalizada: true,
  actualizadaEn: '2026-10-05T14:00:00.000Z',
  actualizadaPor: { _id: 'u-admin', nombre: 'Ana Admin' },
};
const PLANTILLAS = [sugerida(1), PROPIA, ...[3, 4, 5, 6, 7].map(sugerida)];

function renderPlantillas(role: Role) {
  return renderPageAs(PlantillasAmPage, role, {
    'GET /api/programa/plantillas': { body: PLANTILLAS },
    'PUT /api/programa/plantillas/1': (body) => ({ body: { ...sugerida(1), ...(body as PlantillaAmBody), personalizada: true } }),
    'PUT /api/programa/plantillas/2': (body) => ({ body: { ...PROPIA, ...(body as PlantillaAmBody) } }),
  });
}

const seccion = (n: number) => screen.getByRole('region', { name: `Sección ${n}` });

describe('the audit templates (issue 25 §2)', () => {
  it('the Admin adds a requirement to a step’s template, moves it up and saves a body the schema accepts', async () => {
    const { server } = renderPlantillas('Admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plantillas de auditoría' })).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: 'Paso' })).toHaveValue('1');
    expect(screen.getByRole('heading', { level: 2, name: `Paso 1 · ${PASOS_AM_DEFECTO[0]}` })).toBeInTheDocument();
    expect(screen.getByText('Sugerida')).toBeInTheDocument();
    expect(screen.getByText(`Se aprueba con promedio de al menos 80 % y ningún requisito por debajo de 2.`)).toBeInTheDocument();

    const primera = seccion(1);
    const antes = within(within(primera).getByRole('list', { name: 'Requisitos de la sección 1' })).getAllByRole('listitem').length;
    await userEvent.click(within(primera).getByRole('button', { name: 'Agregar requisito a la sección 1' }));
    const nuevo = within(primera).getByRole('textbox', { name: `Requisito ${antes + 1}` });
    expect(nuevo).toHaveValue('');
    await userEvent.type(nuevo, 'Las tapas quedan a mano');
    // Its guides start from the defaults, collapsed.
    const guias = within(primera).getAllByRole('button', { name: 'Guías de puntaje' }).at(-1)!;
    expect(guias).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(guias);
    expect(within(primera).getAllByRole('textbox', { name: 'Puntaje 4' }).at(-1)).toHaveValue(GUIAS_AUDITORIA_AM_DEFECTO[4]);
    await userEvent.click(within(primera).getByRole('button', { name: `Subir el requisito ${antes + 1} de la sección 1` }));
    // The rule, in words as it changes.
    const promedio = screen.getByRole('spinbutton', { name: 'Promedio mínimo (%)' });
    await userEvent.clear(promedio);
    await userEvent.type(promedio, '85');
    expect(screen.getByText('Se aprueba con promedio de al menos 85 % y ningún requisito por debajo de 2.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantilla del paso 1 guardada')).toBeInTheDocument();
    const cuerpo = server.callsTo('PUT', '/api/programa/plantillas/1').at(-1)!.body as PlantillaAmBody;
    expect(plantillaAmSchema.safeParse(cuerpo).success).toBe(true);
    const semilla = plantillaAmDefecto(1);
    const requisitos = cuerpo.secciones[0].requisitos;
    expect(requisitos).toHaveLength(antes + 1);
    expect(requisitos[antes - 1]).toEqual({
      id: expect.stringMatching(/^r-[a-z0-9]+$/),
      texto: 'Las tapas quedan a mano',
      guias: [...GUIAS_AUDITORIA_AM_DEFECTO],
    });
    expect(requisitos[antes]).toEqual(semilla.secciones[0].requisitos[antes - 1]);
    expect(cuerpo.secciones.slice(1)).toEqual(semilla.secciones.slice(1));
    expect(cuerpo.regla).toEqual({ promedioMin: 85, minimoRequisito: 2 });
  });

  it('an empty requirement is refused before sending', async () => {
    const { server } = renderPlantillas('Admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar requisito a la sección 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await within(seccion(2)).findByText(MSG.plantillaAmRequisitoTexto)).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/programa/plantillas/1')).toHaveLength(0);
  });

  it('a step the plant changed reads “Personalizada”; “Restablecer la sugerida” fills the seed, which Guardar sends', async () => {
    const { server } = renderPlantillas('Admin');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Paso' }), '2');
    expect(await screen.findByText('Personalizada')).toBeInTheDocument();
    expect(screen.getByText('Cambiada el 05/10/2026 por Ana Admin')).toBeInTheDocument();
    expect(within(seccion(1)).getByRole('textbox', { name: 'Título de la sección' })).toHaveValue('Lo nuestro');
    expect(screen.queryByRole('region', { name: 'Sección 2' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Restablecer la sugerida' }));
    const semilla = plantillaAmDefecto(2);
    expect(within(seccion(1)).getByRole('textbox', { name: 'Título de la sección' })).toHaveValue(semilla.secciones[0].titulo);
    expect(screen.getAllByRole('region', { name: /^Sección \d+$/ })).toHaveLength(semilla.secciones.length);
    // Nothing is saved until Guardar.
    expect(screen.getByText(/Hay cambios sin guardar/)).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/programa/plantillas/2')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Plantilla del paso 2 guardada')).toBeInTheDocument();
    expect(server.callsTo('PUT', '/api/programa/plantillas/2').at(-1)!.body).toEqual(semilla);
  });

  it('reads only for whom is not an Admin: the requirements, their guides on request, the rule in words', async () => {
    const { server } = renderPlantillas('Jefe de area');
    expect(await screen.findByRole('heading', { level: 2, name: `Paso 1 · ${PASOS_AM_DEFECTO[0]}` })).toBeInTheDocument();
    const semilla = plantillaAmDefecto(1);
    const primera = screen.getByRole('region', { name: semilla.secciones[0].titulo });
    expect(within(primera).getByText(semilla.secciones[0].requisitos[0].texto)).toBeInTheDocument();
    const guias = within(primera).getAllByRole('button', { name: 'Guías de puntaje' })[0];
    expect(within(primera).queryByText(semilla.secciones[0].requisitos[0].guias[4])).not.toBeVisible();
    await userEvent.click(guias);
    expect(guias).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(`Se aprueba con promedio de al menos 80 % y ningún requisito por debajo de 2.`)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restablecer la sugerida' })).not.toBeInTheDocument();
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
