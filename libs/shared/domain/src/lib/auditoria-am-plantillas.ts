import {
  GUIAS_AUDITORIA_AM_DEFECTO,
  REGLA_AUDITORIA_AM_DEFECTO,
  type ContenidoPlantillaAm,
  type RequisitoAuditoriaAm,
  type SeccionAuditoriaAm,
} from './auditoria-am';

/**
 * The seeded step-audit templates (issue 25 §2), written for this portal from common TPM practice: what an auditor
 * looks for before a team passes each of JIPM's seven steps. A plant edits them (Programa › Plantillas de auditoría);
 * a step without a template of the plant's, or beyond the seventh, uses these.
 */
type Guias = Partial<Record<0 | 1 | 2 | 3 | 4, string>>;
type Req = [texto: string, guias?: Guias];

const seccion = (paso: number, n: number, titulo: string, reqs: Req[]): SeccionAuditoriaAm => ({
  titulo,
  requisitos: reqs.map(([texto, g = {}], i): RequisitoAuditoriaAm => ({
    id: `p${paso}-s${n}-r${i + 1}`,
    texto,
    guias: GUIAS_AUDITORIA_AM_DEFECTO.map((d, p) => g[p as 0 | 1 | 2 | 3 | 4] ?? d),
  })),
});

const plantilla = (paso: number, secciones: [string, Req[]][]): ContenidoPlantillaAm => ({
  secciones: secciones.map(([titulo, reqs], i) => seccion(paso, i + 1, titulo, reqs)),
  regla: { ...REGLA_AUDITORIA_AM_DEFECTO },
});

const SEMILLAS: ContenidoPlantillaAm[] = [
  plantilla(1, [
    [
      'Limpieza a fondo',
      [
        [
          'La máquina se limpió a fondo, también por dentro (con las tapas retiradas)',
          { 0: 'Solo se limpió lo que se ve', 4: 'Limpia por dentro y por fuera, sin rastros de suciedad vieja' },
        ],
        ['Se retiró del entorno lo que no se usa (herramientas, piezas, restos)'],
        [
          'La limpieza se hizo como inspección: cada parte se miró y se tocó',
          { 0: 'Se limpió sin mirar', 4: 'Cada miembro sabe explicar lo que encontró al limpiar' },
        ],
      ],
    ],
    [
      'Tarjetas',
      [
        [
          'Cada anomalía encontrada tiene su tarjeta colgada en el equipo',
          { 0: 'Anomalías a la vista sin tarjeta', 4: 'Todas tienen tarjeta y están en el portal' },
        ],
        ['Las tarjetas de seguridad (amarillas) se atendieron primero', { 0: 'Amarillas abiertas sin plan', 4: 'Todas cerradas o planificadas' }],
        ['El equipo sigue sus tarjetas colgadas y retiradas (la curva)'],
      ],
    ],
    ['Lubricación y ajuste básicos', [['Los puntos de lubricación están limpios y con su lubricante repuesto'], ['Se ajustaron tornillos y tuercas flojos']]],
    [
      'Equipo',
      [
        ['Todos los miembros participaron en las jornadas de limpieza', { 0: 'Participaron pocos', 4: 'Participaron todos, con registro' }],
        ['Quedaron anotadas las fuentes de suciedad y los lugares de difícil acceso para el paso 2'],
      ],
    ],
  ]),
  plantilla(2, [
    [
      'Fuentes de suciedad',
      [
        ['Están listadas las fuentes de suciedad (fugas, derrames, virutas, polvo) con su causa'],
        [
          'Las fuentes principales se eliminaron o se contuvieron (protecciones, colectores, sellos)',
          { 0: 'Siguen igual', 4: 'Eliminadas, con la mejora documentada' },
        ],
        ['La suciedad generada bajó frente a la limpieza inicial, y está medida'],
      ],
    ],
    [
      'Lugares de difícil acceso',
      [
        ['Están listados los lugares de difícil limpieza, inspección o lubricación'],
        ['Se mejoró el acceso (tapas con visor, extensiones, puntos de engrase agrupados)'],
        ['El tiempo de limpieza e inspección bajó, medido antes y después', { 0: 'Sin medir', 4: 'Medido, con la reducción a la vista' }],
      ],
    ],
    ['Mejoras', [['Las mejoras están documentadas (antes y después, Quick Kaizen)'], ['Las tarjetas del paso 1 están cerradas o planificadas']]],
  ]),
  plantilla(3, [
    [
      'Estándares',
      [
        [
          'Cada máquina tiene su estándar provisional de limpieza, inspección y lubricación',
          { 0: 'No hay estándar', 4: 'Hay estándar en cada máquina, a la vista' },
        ],
        ['Cada punto dice qué, cómo, con qué, en cuánto tiempo y cada cuánto'],
        ['El tiempo del estándar entra en el turno (meta acordada con el jefe)'],
      ],
    ],
    [
      'Controles visuales',
      [
        ['Niveles, sentidos de giro y rangos de manómetros están marcados'],
        ['Lubricantes y puntos de lubricación identificados por color o código'],
        ['La tornillería crítica tiene marcas de apriete'],
      ],
    ],
    [
      'Cumplimiento',
      [
        ['El equipo cumple el estándar en su turno y lo registra', { 0: 'Sin registros', 4: 'Registros completos y al día' }],
        ['Los puntos nuevos se enseñaron con lecciones de un punto'],
      ],
    ],
  ]),
  plantilla(4, [
    [
      'Formación',
      [
        ['Los miembros recibieron la formación de cada sistema (lubricación, neumática, hidráulica, electricidad, transmisiones)'],
        ['Cada miembro aprobó la evaluación de conocimientos del sistema'],
        ['Los temas se enseñaron con lecciones de un punto'],
      ],
    ],
    [
      'Inspección',
      [
        ['Cada sistema se inspeccionó con su lista y lo encontrado tiene tarjeta'],
        ['Las anomalías encontradas se corrigieron o están planificadas'],
        ['El estándar de inspección suma los puntos nuevos de cada sistema'],
      ],
    ],
    [
      'Resultados',
      [
        ['Bajaron las paradas menores y las averías del equipo', { 0: 'Sin datos', 4: 'Bajaron, con la tendencia a la vista' }],
        ['Los miembros detectan anomalías antes de que el equipo falle'],
      ],
    ],
  ]),
  plantilla(5, [
    [
      'Estándar integrado',
      [
        ['Los estándares de limpieza, inspección y lubricación están unificados en uno'],
        ['El estándar se repasó con mantenimiento: tareas repartidas sin solapes ni huecos'],
        ['El tiempo del estándar bajó sin perder puntos'],
      ],
    ],
    [
      'Ejecución',
      [
        ['Las rutinas se cumplen a tiempo (registro de cumplimiento)', { 0: 'Sin registro', 4: 'Todas a tiempo, registradas' }],
        ['Las desviaciones se registran y se tratan con tarjeta'],
        ['Los miembros hacen reparaciones menores con seguridad'],
      ],
    ],
    ['Calidad', [['Se conocen las condiciones del equipo que afectan la calidad del producto'], ['Bajaron los defectos de calidad que causa el equipo']]],
  ]),
  plantilla(6, [
    [
      'Orden del área',
      [
        ['Las 5S se aplican en el área, con auditorías periódicas'],
        ['Repuestos, herramientas y materiales tienen lugar y cantidad definidos'],
        ['Los flujos de materiales y los registros del área están estandarizados'],
      ],
    ],
    [
      'Estándares del trabajo',
      [
        ['Hay estándares de cambio de formato, puesta en marcha y registros'],
        ['Los estándares están a la vista y al día'],
        ['Las mejoras se suman a los estándares'],
      ],
    ],
    ['Seguimiento', [['El equipo mide y sigue su indicador (OEE, paradas, defectos)', { 0: 'No se mide', 4: 'Se mide, se analiza y mejora' }]]],
  ]),
  plantilla(7, [
    [
      'Autonomía',
      [
        ['El equipo fija sus metas y las sigue en su tablero'],
        ['El equipo analiza sus fallas y propone mejoras sin ayuda'],
        ['Los miembros forman a los nuevos con las lecciones y los estándares'],
      ],
    ],
    [
      'Mejora continua',
      [
        ['El equipo cerró Quick Kaizen en el período'],
        ['Las metas de cero averías y cero defectos se sostienen o mejoran'],
        ['Los resultados se comparten con otros equipos'],
      ],
    ],
    [
      'Sostenimiento',
      [
        ['Las auditorías internas del equipo se hacen a tiempo'],
        ['Los pasos anteriores se siguen cumpliendo (auditoría de repaso)', { 0: 'Se perdió lo logrado', 4: 'Todo lo logrado se sostiene' }],
      ],
    ],
  ]),
];

/** A step past the seventh (a plant with more steps) starts from this one. */
const GENERICA = (paso: number): ContenidoPlantillaAm =>
  plantilla(paso, [
    [
      'Requisitos del paso',
      [
        ['Se cumplen los objetivos del paso acordados con el coordinador'],
        ['Las tarjetas del equipo están cerradas o planificadas'],
        ['Los pasos anteriores se siguen cumpliendo'],
      ],
    ],
  ]);

/** The seed of a step's template (a copy: editing it changes nothing here). */
export function plantillaAmDefecto(paso: number): ContenidoPlantillaAm {
  return structuredClone(SEMILLAS[paso - 1] ?? GENERICA(paso));
}
