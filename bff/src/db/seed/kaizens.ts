import { diaEnZona, importeDeTexto, type Pilar } from '@portal/shared/domain';
import type { KaizenRepository, TarjetaALinkear } from '../../app/kaizen/kaizen.repository';

const DAY = 24 * 60 * 60 * 1000;

/** A seeded card the demo Kaizens may name. */
export interface TarjetaSembrada extends TarjetaALinkear {
  maquina: string;
  fecha: Date;
}

interface DemoKaizen {
  codigo: string;
  pilar: Pilar;
  tema: string;
  lider: string;
  perdidaAtacada: string;
  /** Opened this many days ago. */
  dias: number;
  estado: 'Abierta' | 'En implementacion' | 'Cerrada';
  costo?: string;
  beneficio?: string;
}

export const SEED_KAIZENS: readonly DemoKaizen[] = [
  {
    codigo: 'QK-101',
    pilar: 'Mantenimiento autónomo',
    tema: 'Fugas de aceite en reductores',
    lider: 'Jorge Medina',
    perdidaAtacada: 'Paradas no programadas',
    dias: 75,
    estado: 'Cerrada',
    costo: '$ 150.000',
    beneficio: '$ 420.000',
  },
  {
    codigo: 'QK-102',
    pilar: 'Seguridad',
    tema: 'Guardas de protección flojas',
    lider: 'Gabriela Ferreyra',
    perdidaAtacada: 'Riesgo de atrapamiento',
    dias: 50,
    estado: 'Cerrada',
    costo: '35.500,50',
    beneficio: 'Menos riesgo de accidentes',
  },
  {
    codigo: 'QK-103',
    pilar: 'Calidad',
    tema: 'Sensores desalineados en la línea',
    lider: 'Lucía Benítez',
    perdidaAtacada: 'Scrap por medidas fuera de tolerancia',
    dias: 30,
    estado: 'En implementacion',
    costo: 'a definir',
    beneficio: '80000',
  },
  {
    codigo: 'QK-104',
    pilar: 'Ambiente',
    tema: 'Fugas de aire comprimido',
    lider: 'Diego Acosta',
    perdidaAtacada: 'Consumo de energía',
    dias: 12,
    estado: 'Abierta',
  },
  {
    codigo: 'QK-105',
    pilar: 'Logística',
    tema: 'Orden del pañol de repuestos',
    lider: 'Martín Sosa',
    perdidaAtacada: 'Tiempo buscando repuestos',
    dias: 5,
    estado: 'Abierta',
    costo: '12000',
  },
];

const PLANIFICAR = (k: DemoKaizen) => ({
  descripcionProblema: `${k.tema}: se repite en las tarjetas de la máquina`,
  objetivo: 'Eliminar la causa y que no vuelva a aparecer en tres meses',
  causas: 'Falta de estándar de inspección y limpieza',
  acciones: 'Reparar, definir el estándar y capacitar al equipo',
});

/**
 * The demo Kaizens, each on two cards of one machine opened before it, numbered by the same repository
 * path as the API (kaizen_contador), inside the seeding transaction. Answers their ids.
 */
export async function seedKaizens(
  repo: KaizenRepository,
  cards: readonly TarjetaSembrada[],
  creadoPor: string | null,
  zona: string,
  now = new Date(),
): Promise<string[]> {
  const creados: string[] = [];
  for (const [i, k] of SEED_KAIZENS.entries()) {
    const fecha = new Date(now.getTime() - k.dias * DAY);
    const previas = cards.filter((c) => c.fecha < fecha);
    const maquina = previas[(i * 7) % Math.max(previas.length, 1)]?.maquina;
    const origen = previas.filter((c) => c.maquina === maquina).slice(-2);
    if (!maquina || !origen.length) continue;
    const row = await repo.insert(
      {
        codigo: k.codigo,
        linea: `Línea ${(i % 3) + 1}`,
        maquina,
        tema: k.tema,
        perdidaAtacada: k.perdidaAtacada,
        pilar: k.pilar,
        lider: k.lider,
        fecha,
        creadoPor,
      },
      origen,
    );
    const costo = k.costo ?? '';
    const beneficio = k.beneficio ?? '';
    const seguimiento = { costo, beneficio, costoImporte: importeDeTexto(costo), beneficioImporte: importeDeTexto(beneficio), responsableSeguimiento: k.lider };
    if (k.estado === 'En implementacion') await repo.update(row.id, { ...PLANIFICAR(k), ...seguimiento, implementacion: true });
    if (k.estado === 'Cerrada') {
      const fin = new Date(fecha.getTime() + 20 * DAY);
      await repo.update(row.id, {
        ...PLANIFICAR(k),
        ...seguimiento,
        objetivoLogrado: 'Sí',
        objetivoCompletado: 'No se registraron nuevas tarjetas por esta causa',
        documentos: 'Estándar de inspección actualizado',
        verificacion: 'Verificado en la auditoría 5S',
        fechaFinalizacionMejora: diaEnZona(fin, zona),
        estado: 'Cerrada',
        cerradaEn: new Date(fin.getTime() + DAY),
      });
    }
    if (k.estado === 'Abierta' && costo) await repo.update(row.id, seguimiento);
    creados.push(row.id);
  }
  return creados;
}
