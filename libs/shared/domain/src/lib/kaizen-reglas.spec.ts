import { describe, expect, it } from 'vitest';
import { pasosPdcaCompletos, validarCierreKaizen, validarFechaFinKaizen } from './kaizen-reglas';
import { diaEnZona } from './tiempo-planta';

const BA = 'America/Argentina/Buenos_Aires';
import { MSG } from './messages';

const completo = {
  descripcionProblema: 'Fuga',
  objetivo: 'Cero fugas',
  causas: 'Retén',
  acciones: 'Cambiar',
  objetivoCompletado: 'Sí',
  fechaFinalizacionMejora: '2026-03-10',
};

describe('validarCierreKaizen', () => {
  it('implementing needs Planificar complete, nothing else', () => {
    expect(validarCierreKaizen({ ...completo, objetivoCompletado: '', fechaFinalizacionMejora: null }, true)).toBeNull();
    for (const campo of ['descripcionProblema', 'objetivo', 'causas', 'acciones'] as const) {
      expect(validarCierreKaizen({ ...completo, [campo]: '  ' }, true)).toBe(MSG.kaizenPlanificarIncompleto);
    }
  });

  it('closing needs Planificar, the objective and the end date', () => {
    expect(validarCierreKaizen(completo, false)).toBeNull();
    expect(validarCierreKaizen({ ...completo, objetivoCompletado: '' }, false)).toBe(MSG.kaizenChequearIncompleto);
    expect(validarCierreKaizen({ ...completo, fechaFinalizacionMejora: null }, false)).toBe(MSG.kaizenChequearIncompleto);
    expect(validarCierreKaizen({ ...completo, causas: '' }, false)).toBe(MSG.kaizenPlanificarIncompleto);
  });

  it('the objective is answered by Sí / No / Parcialmente, or (old clients, old Kaizens) by the text alone', () => {
    for (const objetivoLogrado of ['Sí', 'No', 'Parcialmente'])
      expect(validarCierreKaizen({ ...completo, objetivoCompletado: '', objetivoLogrado }, false)).toBeNull();
    expect(validarCierreKaizen({ ...completo, objetivoLogrado: null }, false)).toBeNull();
    expect(validarCierreKaizen({ ...completo, objetivoCompletado: ' ', objetivoLogrado: null }, false)).toBe(MSG.kaizenChequearIncompleto);
    expect(validarCierreKaizen({ ...completo, objetivoLogrado: 'Sí', fechaFinalizacionMejora: null }, false)).toBe(MSG.kaizenChequearIncompleto);
  });
});

describe('pasosPdcaCompletos', () => {
  const vacio = {
    descripcionProblema: '',
    objetivo: '',
    causas: '',
    acciones: '',
    objetivoCompletado: '',
    objetivoLogrado: null,
    fechaFinalizacionMejora: null,
    documentos: '',
    tarjetasHacer: [],
  };
  it('marks each step complete when its required fields are filled', () => {
    expect(pasosPdcaCompletos(vacio)).toEqual({ planificar: false, hacer: false, chequear: false, estandarizar: false });
    expect(
      pasosPdcaCompletos({ ...vacio, ...completo, objetivoCompletado: '', objetivoLogrado: 'No', documentos: 'Estándar 12', tarjetasHacer: [{}] }),
    ).toEqual({ planificar: true, hacer: true, chequear: true, estandarizar: true });
    // Planificar needs all four; Chequear the answer and the end date (what closing needs).
    expect(pasosPdcaCompletos({ ...vacio, ...completo, acciones: ' ', fechaFinalizacionMejora: null })).toMatchObject({ planificar: false, chequear: false });
    expect(pasosPdcaCompletos({ ...vacio, documentos: '  ' }).estandarizar).toBe(false);
  });
});

describe('validarFechaFinKaizen', () => {
  // Opened 2026-03-01 01:00 UTC = 2026-02-28 22:00 in Buenos Aires.
  const apertura = '2026-03-01T01:00:00.000Z';
  const ahora = new Date('2026-03-11T02:00:00.000Z'); // 2026-03-10 23:00 in Buenos Aires

  it('compares days in the plant zone', () => {
    expect(diaEnZona(apertura, BA)).toBe('2026-02-28');
    expect(diaEnZona(ahora, BA)).toBe('2026-03-10');
    expect(diaEnZona(ahora, 'UTC')).toBe('2026-03-11');
  });

  it('refuses an end before the opening day, accepts the opening day itself', () => {
    expect(validarFechaFinKaizen('2026-02-27', apertura, ahora, false, BA)).toBe(MSG.kaizenFechaFinAnterior);
    expect(validarFechaFinKaizen('2026-02-28', apertura, ahora, false, BA)).toBeNull();
  });

  it('refuses a future end only when the Kaizen is closed', () => {
    expect(validarFechaFinKaizen('2026-03-10', apertura, ahora, true, BA)).toBeNull();
    expect(validarFechaFinKaizen('2026-03-11', apertura, ahora, true, BA)).toBe(MSG.kaizenFechaFinFutura);
    expect(validarFechaFinKaizen('2026-03-11', apertura, ahora, false, BA)).toBeNull();
    expect(validarFechaFinKaizen('2026-03-11', apertura, ahora, true, 'UTC')).toBeNull();
  });

  it('has nothing to check without a date', () => {
    expect(validarFechaFinKaizen(null, apertura, ahora, true, BA)).toBeNull();
    expect(validarFechaFinKaizen('', apertura, ahora, true, BA)).toBeNull();
  });
});
