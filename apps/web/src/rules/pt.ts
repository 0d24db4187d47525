/** As regras em português do Brasil, resumidas das páginas originais (seeds 000–004). */
import type { RulesBook } from './shape.js';

/** Where a tap sends a card in the games with free cells (FreeCell, Baker's Game). */
const TAP_WITH_CELLS =
  'Ao tocar em uma carta, ela vai para o melhor lugar: a sua fundação, se puder subir; senão, a primeira coluna que a aceite (as ocupadas antes das vazias); e, se nenhuma aceitar, a primeira célula livre.';
/** Where a tap sends a card in the games with foundations and no cells. */
const TAP_WITHOUT_CELLS =
  'Ao tocar em uma carta, ela vai para o melhor lugar: a sua fundação, se puder subir, ou então a primeira coluna que a aceite (as ocupadas antes das vazias).';

export const RULES_PT: RulesBook = {
  games: {
    freecell: {
      summary:
        'Uma paciência com todas as cartas à vista: leve as 52 para quatro fundações, uma por naipe, do ás ao rei.',
      tap: TAP_WITH_CELLS,
      sections: [
        {
          heading: 'Cartas e distribuição',
          items: [
            'Baralho francês de 52 cartas, sem curingas. O ás é baixo: A, 2–10, J, Q, K.',
            'Todas são distribuídas viradas para cima, uma a uma e da esquerda para a direita, em 8 colunas: as 4 primeiras recebem 7 cartas e as outras 4 recebem 6.',
            'Há 4 células livres, cada uma para uma só carta, e 4 fundações vazias. Não há monte.',
          ],
        },
        {
          heading: 'Jogadas',
          items: [
            'Você move a carta do topo de uma coluna ou a de uma célula.',
            'Ela pode ir para uma célula vazia, para a sua fundação, para uma coluna vazia (qualquer carta) ou sobre uma carta de coluna um valor acima e de outra cor: 7♥ sobre 8♠, nunca sobre 8♦.',
            'As fundações sobem por naipe do ás ao rei, sem pular valores. As cartas das fundações não voltam.',
            'Uma célula ocupada não aceita nada, e não se montam sequências nas células.',
          ],
        },
        {
          heading: 'Mover uma sequência',
          items: [
            'Mover várias cartas de uma vez apenas abrevia movimentos individuais válidos pelos espaços livres.',
            'Com F células vazias e E colunas vazias, dá para mover no máximo (F+1)×2^E cartas. Se o destino for uma coluna vazia, ela não conta em E.',
            'Exemplo: com 1 célula e 1 coluna vazias, passam 4 cartas para uma coluna ocupada; se a única coluna vazia for o destino, o limite é 2.',
          ],
        },
        {
          heading: 'Fim',
          items: [
            'Você vence com as 52 cartas nas fundações.',
            'Nem todas as distribuições têm solução. Sem jogadas úteis, o jogo fica travado; você pode desfazer, mas andar em círculos não é vencer.',
            'Os números dos jogos são os da Microsoft: o jogo 1 é o mesmo em qualquer lugar.',
          ],
        },
      ],
    },
    'bakers-game': {
      summary:
        'O antecessor do FreeCell: a mesma distribuição e as mesmas células, mas nas colunas as cartas descem no mesmo naipe.',
      tap: TAP_WITH_CELLS,
      sections: [
        {
          heading: 'Cartas e distribuição',
          items: [
            'Baralho francês de 52 cartas, sem curingas. O ás é baixo: A, 2–10, J, Q, K.',
            'Todas as cartas viradas para cima em 8 colunas: as 4 primeiras com 7 e as outras 4 com 6. Há 4 células de uma carta e 4 fundações. Não há monte.',
          ],
        },
        {
          heading: 'Jogadas',
          items: [
            'Você move a carta do topo de uma coluna ou a de uma célula.',
            'Nas colunas, as cartas descem um valor por vez e no mesmo naipe: 7♥ sobre 8♥, nunca sobre 8♣.',
            'Uma coluna vazia aceita qualquer carta disponível.',
            'Uma carta de uma célula volta para uma coluna pela regra normal ou vai para a sua fundação. Não se montam sequências nas células.',
            'As fundações sobem de A a K por naipe, sem pular valores e sem volta.',
            'Mover uma sequência abrevia movimentos individuais pelos espaços livres: no máximo (F+1)×2^E cartas, como no FreeCell.',
          ],
        },
        {
          heading: 'Fim',
          items: [
            'Você vence quando as 4 fundações terminam em reis e nenhuma carta fica de fora.',
            'Sem jogadas válidas, a distribuição fica sem ser resolvida: não há monte nem nova distribuição de resgate. Repetir movimentos não é vencer.',
            'Os números dos jogos são os mesmos do FreeCell.',
          ],
        },
      ],
    },
    australian: {
      summary:
        'Sete colunas à vista, grupos que se movem mesmo fora de ordem, e um monte que você só percorre uma vez.',
      tap: TAP_WITHOUT_CELLS,
      sections: [
        {
          heading: 'Preparação',
          items: [
            'Baralho francês de 52 cartas. Sete colunas de quatro cartas, todas viradas para cima e sobrepostas; as 24 restantes formam o monte, virado para baixo.',
            'Há um descarte e quatro fundações, que sobem por naipe do ás ao rei.',
          ],
        },
        {
          heading: 'Jogadas',
          items: [
            'A carta do topo de uma coluna ou do descarte pode subir para a sua fundação. Nenhuma carta volta das fundações.',
            'Nas colunas, as cartas descem no mesmo naipe: 8♥ sobre 9♥, não sobre 9♣.',
            'Qualquer carta de uma coluna se move junto com todas as que estão por cima dela, seja qual for a ordem: só a primeira do grupo precisa encaixar. J♥ com 4♣ por cima pode ir sobre a Q♥.',
            'Em uma coluna vazia só entra um rei, sozinho ou com o seu grupo.',
          ],
        },
        {
          heading: 'Monte e fim',
          items: [
            'A qualquer momento, você pode virar uma carta do monte para o descarte, mesmo que haja outras jogadas. Só a carta do topo do descarte pode ser jogada.',
            'O descarte nunca volta a ser monte: uma única passagem. Nenhuma carta vai das colunas para o descarte.',
            'Você vence com as 52 cartas nas fundações. Você perde se o monte tiver acabado e não sobrar nenhuma jogada; um monte vazio, por si só, não é derrota.',
          ],
        },
      ],
    },
    klondike: {
      summary:
        'A paciência de sempre, com o baralho espanhol de 48 cartas: passe todas para quatro fundações, uma por naipe, do ás ao rei.',
      tap: `${TAP_WITHOUT_CELLS} Uma carta de uma fundação não desce com um toque: é preciso arrastá-la.`,
      sections: [
        {
          heading: 'As cartas e a distribuição',
          items: [
            'Baralho espanhol de 48 cartas: do 1 ao 9, sota (10), cavalo (11) e rei (12) de ouros, copas, espadas e paus. O ás é a mais baixa.',
            'Sete colunas: a primeira com uma carta, a segunda com duas, e assim por diante até sete. Todas viradas para baixo, menos a última de cada coluna. As 20 que sobram formam o monte.',
          ],
        },
        {
          heading: 'As colunas',
          items: [
            'As cartas descem de um em um, trocando de naipe: sobre o sete de ouros vai o seis de copas, de espadas ou de paus, nunca o seis de ouros.',
            'Você move a carta do topo ou uma sequência à vista que já desça assim, inteira: o nove de espadas com o oito de ouros por cima vai para a sota de copas.',
            'Em uma coluna vazia só entra um rei, sozinho ou com a sua sequência.',
            'Quando uma carta virada para baixo fica descoberta, ela vira para cima sozinha.',
          ],
        },
        {
          heading: 'As fundações',
          items: [
            'Quatro fundações, uma por naipe, do ás ao rei. Sobe uma carta por vez, do topo de uma coluna ou do descarte.',
            'A carta do topo de uma fundação pode voltar para uma coluna onde encaixe, mas não para outra fundação.',
          ],
        },
        {
          heading: 'O monte e o descarte',
          items: [
            'Na distribuição, você escolhe: comprar uma (uma carta por vez) ou comprar três (três por vez, e só se joga a do topo do descarte).',
            'Quando o monte acaba, comprar faz o descarte voltar para o monte, sem limite de voltas; cada volta conta como um movimento.',
          ],
        },
        {
          heading: 'Como vencer',
          items: [
            'Você vence com as 48 cartas nas fundações.',
            'Se o monte e o descarte estiverem vazios e não sobrar nenhuma carta virada para baixo, o jogo já está ganho: «Terminar» sobe as que faltam, da mais baixa para a mais alta, e Escape o interrompe.',
            'Com o baralho francês (52 cartas), as colunas alternam vermelhas e pretas e o monte tem 24 cartas; o resto é igual.',
          ],
        },
      ],
    },
    spider: {
      summary:
        'Dois baralhos espanhóis (96 cartas) e dez colunas: forme oito sequências completas do rei ao ás, cada uma de um só naipe.',
      tap: 'Ao tocar em uma carta, ela vai, com as que estiverem por cima, para a primeira coluna que a aceite: primeiro sobre uma do mesmo naipe, depois sobre outra, e para uma vazia por último. Uma sequência completa sai então sozinha da mesa.',
      sections: [
        {
          heading: 'As cartas e a distribuição',
          items: [
            'As 96 cartas são sempre oito séries do 1 ao rei. Um naipe: oito séries de espadas. Dois naipes: quatro de espadas e quatro de copas. Quatro naipes: duas de cada.',
            'Dez colunas: as seis primeiras com cinco cartas e as quatro últimas com quatro, viradas para baixo menos a do topo. As 50 restantes ficam no monte para cinco distribuições de dez.',
          ],
        },
        {
          heading: 'As colunas',
          items: [
            'As cartas descem de um em um, sem importar o naipe: sobre o oito de espadas pode ir qualquer sete.',
            'Várias cartas só se movem juntas se descem de um em um e são todas do mesmo naipe.',
            'Uma coluna vazia aceita qualquer carta ou qualquer sequência que possa ser movida.',
            'Quando uma carta virada para baixo fica descoberta, ela vira para cima sozinha.',
          ],
        },
        {
          heading: 'Distribuir',
          items: [
            'Distribuir coloca uma carta do monte, virada para cima, no topo de cada coluna. Há cinco distribuições, e você faz cada uma quando quiser.',
            'Não dá para distribuir com uma coluna vazia, a menos que restem na mesa menos cartas do que colunas.',
          ],
        },
        {
          heading: 'Sequências e fim',
          items: [
            'Uma sequência completa do rei ao ás, de um só naipe, sai sozinha da mesa depois de um movimento ou de uma distribuição; se ela descobrir uma carta virada para baixo, essa carta vira para cima.',
            'Você vence ao completar as oito sequências. No Spider não há fundações nem descarte.',
            'Com o baralho francês são 104 cartas: 54 nas colunas (as quatro primeiras com seis) e 50 no monte.',
          ],
        },
      ],
    },
  },
  shared: [
    {
      heading: 'Como jogar na mesa',
      items: [
        'Ao arrastar uma carta ou uma sequência, ela vai para onde você soltar; a mesa marca os lugares onde é válido soltar.',
        'Com o teclado: as setas percorrem a mesa, e Home e End vão para o primeiro e o último lugar de uma fileira. Enter faz o mesmo que tocar. Espaço pega uma carta (com as que estiverem por cima), e Enter ou Espaço a coloca onde você estiver. Escape solta a carta, esconde a dica e para «Jogar até o fim».',
        'Atalhos: Ctrl+Z desfaz, Ctrl+Y ou Ctrl+Shift+Z refaz, e H pede uma dica. No Mac, Cmd funciona como Ctrl.',
        '«Desfazer» não tem limite, e «Refazer» joga de novo o que foi desfeito. «Novo jogo» pede confirmação, porque o jogo em andamento é perdido.',
        'O jogo fica salvo neste navegador com o tempo e os movimentos.',
      ],
    },
    {
      heading: 'O que a análise acrescenta',
      items: [
        'Cada distribuição pode ser verificada antes de jogar: vencível (com uma solução), impossível (comprovado) ou sem veredicto se a análise esgotar o tempo. Você pode pedir só jogos vencíveis, com «Só jogos vencíveis» em «Opções».',
        '«Dica» dá a próxima jogada de um caminho vencedor a partir de onde você está. Ela vem de uma análise que sabe onde estão as cartas viradas para baixo e as do monte, então uma dica pode contar com uma carta que você ainda não viu.',
        'Se uma jogada torna impossível uma posição vencível, a mesa avisa você e oferece «Desfazer até a última posição vencível».',
        'A análise conhece todas as cartas, inclusive as viradas para baixo: o veredicto é sobre a distribuição, não sobre a sorte.',
      ],
    },
  ],
};
