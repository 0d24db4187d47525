/** Las reglas en español, resumidas de las páginas originales (seeds 000–004). */
import type { RulesBook } from './shape.js';

/** Where a tap sends a card in the games with free cells (FreeCell, Baker's Game). */
const TAP_WITH_CELLS =
  'Tocar una carta la manda a su mejor sitio: a su fundación si puede subir; si no, a la primera columna que la admite (las ocupadas antes que las vacías), y si ninguna, a la primera celda libre.';
/** Where a tap sends a card in the games with foundations and no cells. */
const TAP_WITHOUT_CELLS =
  'Tocar una carta la manda a su mejor sitio: a su fundación si puede subir y, si no, a la primera columna que la admite (las ocupadas antes que las vacías).';

export const RULES_ES: RulesBook = {
  games: {
    freecell: {
      summary:
        'Un solitario con todas las cartas a la vista: lleva las 52 a cuatro fundaciones, una por palo, del as al rey.',
      tap: TAP_WITH_CELLS,
      sections: [
        {
          heading: 'Cartas y reparto',
          items: [
            'Baraja francesa de 52 cartas, sin comodines. El as es bajo: A, 2–10, J, Q, K.',
            'Se reparten todas boca arriba, una a una y de izquierda a derecha, en 8 columnas: las 4 primeras reciben 7 cartas y las otras 4, seis.',
            'Hay 4 celdas libres, cada una para una sola carta, y 4 fundaciones vacías. No hay mazo.',
          ],
        },
        {
          heading: 'Jugadas',
          items: [
            'Se mueve la carta de encima de una columna o la de una celda.',
            'Puede ir a una celda vacía, a su fundación, a una columna vacía (cualquier carta) o sobre una carta de la columna un valor más alta y de otro color: 7♥ sobre 8♠, nunca sobre 8♦.',
            'Las fundaciones suben por palo del as al rey, sin saltos. Las cartas de las fundaciones no vuelven.',
            'Una celda ocupada no acepta nada, y en las celdas no se construye.',
          ],
        },
        {
          heading: 'Mover una secuencia',
          items: [
            'Mover varias cartas a la vez solo abrevia movimientos sueltos legales a través de huecos libres.',
            'Con F celdas vacías y E columnas vacías se mueven como mucho (F+1)×2^E cartas. Si el destino es una columna vacía, no cuenta en E.',
            'Ejemplo: con 1 celda y 1 columna vacías pasan 4 cartas a una columna ocupada; si la única columna vacía es el destino, el límite es 2.',
          ],
        },
        {
          heading: 'Final',
          items: [
            'Ganas con las 52 cartas en las fundaciones.',
            'No todos los repartos tienen solución. Sin jugadas útiles la partida queda bloqueada; se puede deshacer, pero dar vueltas no es ganar.',
            'Los números de partida son los de Microsoft: la partida 1 es la misma en todas partes.',
          ],
        },
      ],
    },
    'bakers-game': {
      summary:
        'El antecesor de FreeCell: mismo reparto y mismas celdas, pero en las columnas se baja por palo.',
      tap: TAP_WITH_CELLS,
      sections: [
        {
          heading: 'Cartas y reparto',
          items: [
            'Baraja francesa de 52 cartas, sin comodines. El as es bajo: A, 2–10, J, Q, K.',
            'Todas las cartas boca arriba en 8 columnas: las 4 primeras con 7 y las otras 4 con 6. Hay 4 celdas de una carta y 4 fundaciones. No hay mazo.',
          ],
        },
        {
          heading: 'Jugadas',
          items: [
            'Se mueve la carta de encima de una columna o la de una celda.',
            'En las columnas se baja un valor y del mismo palo: 7♥ sobre 8♥, nunca sobre 8♣.',
            'Una columna vacía admite cualquier carta disponible.',
            'Una carta de una celda vuelve a una columna por la regla normal o va a su fundación. En las celdas no se construye.',
            'Las fundaciones suben de A a K por palo, sin saltos ni vuelta atrás.',
            'Mover una secuencia abrevia movimientos sueltos por huecos libres: como mucho (F+1)×2^E cartas, como en FreeCell.',
          ],
        },
        {
          heading: 'Final',
          items: [
            'Ganas cuando las 4 fundaciones acaban en reyes y no queda ninguna carta fuera.',
            'Sin jugadas legales el reparto queda sin resolver: no hay mazo ni nuevo reparto de rescate. Repetir movimientos no es ganar.',
            'Los números de partida son los mismos que en FreeCell.',
          ],
        },
      ],
    },
    australian: {
      summary:
        'Siete columnas a la vista, grupos que se mueven aunque estén desordenados, y un mazo que solo se recorre una vez.',
      tap: TAP_WITHOUT_CELLS,
      sections: [
        {
          heading: 'Preparación',
          items: [
            'Baraja francesa de 52 cartas. Siete columnas de cuatro cartas, todas boca arriba y solapadas; las 24 restantes forman el mazo, boca abajo.',
            'Hay un descarte y cuatro fundaciones, que suben por palo del as al rey.',
          ],
        },
        {
          heading: 'Jugadas',
          items: [
            'La carta de encima de una columna o del descarte puede subir a su fundación. De las fundaciones no vuelve ninguna.',
            'En las columnas se baja por palo: 8♥ sobre 9♥, no sobre 9♣.',
            'Cualquier carta de una columna se mueve junto con todas las que tiene encima, estén en el orden que estén: solo la primera del grupo tiene que encajar. J♥ con 4♣ encima puede ir sobre Q♥.',
            'En una columna vacía solo entra un rey, solo o con su grupo.',
          ],
        },
        {
          heading: 'Mazo y final',
          items: [
            'En cualquier momento puedes pasar una carta del mazo al descarte, aunque haya otras jugadas. Solo se juega la de encima del descarte.',
            'El descarte nunca vuelve a ser mazo: una sola pasada. Ninguna carta va de las columnas al descarte.',
            'Ganas con las 52 cartas en las fundaciones. Pierdes si el mazo se ha acabado y no queda ninguna jugada; un mazo vacío por sí solo no es perder.',
          ],
        },
      ],
    },
    klondike: {
      summary:
        'El solitario de siempre, con la baraja española de 48 cartas: pasa todas a cuatro fundaciones, una por palo, del as al rey.',
      tap: `${TAP_WITHOUT_CELLS} Una carta de una fundación no baja de un toque: hay que arrastrarla.`,
      sections: [
        {
          heading: 'Las cartas y el reparto',
          items: [
            'Baraja española de 48 cartas: del 1 al 9, sota (10), caballo (11) y rey (12) de oros, copas, espadas y bastos. El as es la más baja.',
            'Siete columnas: la primera con una carta, la segunda con dos, y así hasta siete. Todas boca abajo menos la última de cada columna. Las 20 que sobran forman el mazo.',
          ],
        },
        {
          heading: 'Las columnas',
          items: [
            'Se baja de uno en uno y cambiando de palo: sobre el siete de oros va el seis de copas, de espadas o de bastos, nunca el seis de oros.',
            'Se mueve la carta de encima o un tramo a la vista que ya baje así, entero: el nueve de espadas con el ocho de oros encima pasa sobre la sota de copas.',
            'En una columna vacía solo entra un rey, solo o con su tramo.',
            'Cuando queda al descubierto una carta boca abajo, se da la vuelta sola.',
          ],
        },
        {
          heading: 'Las fundaciones',
          items: [
            'Cuatro fundaciones, una por palo, del as al rey. Sube de una en una la carta de encima de una columna o la del descarte.',
            'La carta de encima de una fundación puede volver a una columna donde encaje, pero no a otra fundación.',
          ],
        },
        {
          heading: 'El mazo y el descarte',
          items: [
            'Al repartir se elige: robar de una (una carta cada vez) o robar de tres (tres cada vez, y solo se juega la de encima del descarte).',
            'Cuando el mazo se acaba, robar le da la vuelta al descarte, sin límite de vueltas; cada vuelta cuenta como un movimiento.',
          ],
        },
        {
          heading: 'Cómo se gana',
          items: [
            'Se gana con las 48 cartas en las fundaciones.',
            'Si el mazo y el descarte están vacíos y no queda ninguna carta boca abajo, ya está ganada: «Terminar» sube las que faltan, de la más baja a la más alta, y Escape lo para.',
            'Con la baraja francesa (52 cartas) se alternan rojas y negras y el mazo tiene 24 cartas; todo lo demás es igual.',
          ],
        },
      ],
    },
    spider: {
      summary:
        'Dos barajas españolas (96 cartas) y diez columnas: forma ocho escaleras completas del rey al as, cada una de un solo palo.',
      tap: 'Tocar una carta la manda, con las que tenga encima, a la primera columna que la admite: antes sobre una del mismo palo, luego sobre otra, y a una vacía en último lugar. Una escalera completa sale entonces sola de la mesa.',
      sections: [
        {
          heading: 'Las cartas y el reparto',
          items: [
            'Las 96 cartas son siempre ocho series del 1 al rey. Un palo: ocho series de espadas. Dos palos: cuatro de espadas y cuatro de copas. Cuatro palos: dos de cada palo.',
            'Diez columnas: las seis primeras con cinco cartas y las cuatro últimas con cuatro, boca abajo menos la de encima. Las 50 restantes quedan en el mazo para cinco repartos de diez.',
          ],
        },
        {
          heading: 'Las columnas',
          items: [
            'Se baja de uno en uno sin mirar el palo: sobre el ocho de espadas puede ir cualquier siete.',
            'Varias cartas se mueven juntas solo si bajan de uno en uno y son todas del mismo palo.',
            'Una columna vacía admite cualquier carta o cualquier tramo que se pueda mover.',
            'Cuando queda al descubierto una carta boca abajo, se da la vuelta sola.',
          ],
        },
        {
          heading: 'Repartir',
          items: [
            'Repartir pone una carta boca arriba del mazo encima de cada columna. Hay cinco repartos, y cada uno lo haces cuando te convenga.',
            'No se puede repartir con una columna vacía, salvo que en la mesa queden menos cartas que columnas.',
          ],
        },
        {
          heading: 'Escaleras y final',
          items: [
            'Una escalera completa del rey al as, de un solo palo, sale sola de la mesa al mover o al repartir; si destapa una carta, se da la vuelta.',
            'Se gana al completar las ocho escaleras. En el Spider no hay fundaciones ni descarte.',
            'Con la baraja francesa son 104 cartas: 54 en las columnas (las cuatro primeras con seis) y 50 en el mazo.',
          ],
        },
      ],
    },
  },
  shared: [
    {
      heading: 'Cómo se juega en la mesa',
      items: [
        'Arrastrar una carta o un tramo lo lleva adonde lo sueltes; la mesa marca los sitios donde vale.',
        'Con el teclado: las flechas recorren la mesa, e Inicio y Fin van al primer y al último sitio de una fila. Intro hace lo mismo que tocar. Espacio coge una carta (con las que tenga encima), e Intro o Espacio la deja donde estés. Escape la suelta, oculta la pista y para «Jugar hasta el final».',
        'Atajos: Ctrl+Z deshace, Ctrl+Y o Ctrl+Mayús+Z rehace, y H pide una pista. En un Mac, Cmd hace de Ctrl.',
        '«Deshacer» no tiene límite, y «Rehacer» vuelve a jugar lo deshecho. «Nueva partida» pide confirmación, porque la partida en curso se pierde.',
        'La partida se guarda en este navegador con su tiempo y sus movimientos.',
      ],
    },
    {
      heading: 'Lo que añade el análisis',
      items: [
        'Cada reparto se puede comprobar antes de jugar: ganable (con una solución), imposible (demostrado) o sin veredicto si el análisis agota su tiempo. Puedes pedir solo partidas ganables, con «Solo partidas ganables» en «Opciones».',
        '«Pista» da la siguiente jugada de un camino ganador desde donde estés. La da un análisis que sabe dónde están las cartas tapadas y las del mazo, así que una pista puede contar con una carta que aún no has visto.',
        'Si una jugada convierte una posición ganable en imposible, la mesa te avisa y te ofrece «Deshacer hasta la última posición ganable».',
        'El análisis conoce todas las cartas, también las tapadas: el veredicto es sobre el reparto, no sobre la suerte.',
      ],
    },
  ],
};
