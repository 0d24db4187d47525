/** As regras em português, resumidas das páginas originais (seeds 000–004). */
import type { RulesBook } from './shape.js';

export const RULES_PT: RulesBook = {
  games: {
    freecell: {
      summary:
        'Uma paciência com todas as cartas à vista: leve as 52 para quatro bases, uma por naipe, do ás ao rei.',
      sections: [
        {
          heading: 'Cartas e distribuição',
          items: [
            'Baralho francês de 52 cartas, sem jokers. O ás é baixo: A, 2–10, J, Q, K.',
            'Distribuem-se todas viradas para cima, uma a uma e da esquerda para a direita, em 8 colunas: as 4 primeiras recebem 7 cartas e as outras 4 recebem 6.',
            'Há 4 células livres, cada uma para uma só carta, e 4 bases vazias. Não há monte.',
          ],
        },
        {
          heading: 'Jogadas',
          items: [
            'Move-se a carta do topo de uma coluna ou a de uma célula.',
            'Pode ir para uma célula vazia, para a sua base, para uma coluna vazia (qualquer carta) ou sobre uma carta de coluna um valor acima e de outra cor: 7♥ sobre 8♠, nunca sobre 8♦.',
            'As bases sobem por naipe do ás ao rei, sem saltos. As cartas das bases não voltam.',
            'Uma célula ocupada não aceita nada, e nas células não se constrói.',
          ],
        },
        {
          heading: 'Mover uma sequência',
          items: [
            'Mover várias cartas de uma vez só abrevia movimentos soltos legais através de espaços livres.',
            'Com F células vazias e E colunas vazias movem-se no máximo (F+1)×2^E cartas. Se o destino é uma coluna vazia, não conta em E.',
            'Exemplo: com 1 célula e 1 coluna vazias passam 4 cartas para uma coluna ocupada; se a única coluna vazia é o destino, o limite é 2.',
          ],
        },
        {
          heading: 'Fim',
          items: [
            'Ganha com as 52 cartas nas bases.',
            'Nem todas as distribuições têm solução. Sem jogadas úteis o jogo fica bloqueado; pode desfazer, mas andar em círculos não é ganhar.',
            'Os números de jogo são os da Microsoft: o jogo 1 é o mesmo em todo o lado.',
          ],
        },
      ],
    },
    'bakers-game': {
      summary:
        'O antecessor do FreeCell: a mesma distribuição e as mesmas células, mas nas colunas desce-se por naipe.',
      sections: [
        {
          heading: 'Cartas e distribuição',
          items: [
            'Baralho francês de 52 cartas, sem jokers. O ás é baixo: A, 2–10, J, Q, K.',
            'Todas as cartas viradas para cima em 8 colunas: as 4 primeiras com 7 e as outras 4 com 6. Há 4 células de uma carta e 4 bases. Não há monte.',
          ],
        },
        {
          heading: 'Jogadas',
          items: [
            'Move-se a carta do topo de uma coluna ou a de uma célula.',
            'Nas colunas desce-se um valor e no mesmo naipe: 7♥ sobre 8♥, nunca sobre 8♣.',
            'Uma coluna vazia aceita qualquer carta disponível.',
            'Uma carta de uma célula volta a uma coluna pela regra normal ou vai para a sua base. Nas células não se constrói.',
            'As bases sobem de A a K por naipe, sem saltos nem regresso.',
            'Mover uma sequência abrevia movimentos soltos por espaços livres: no máximo (F+1)×2^E cartas, como no FreeCell.',
          ],
        },
        {
          heading: 'Fim',
          items: [
            'Ganha quando as 4 bases terminam em reis e não fica nenhuma carta de fora.',
            'Sem jogadas legais a distribuição fica por resolver: não há monte nem nova distribuição de recurso. Repetir movimentos não é ganhar.',
            'Os números de jogo são os mesmos do FreeCell.',
          ],
        },
      ],
    },
    australian: {
      summary:
        'Sete colunas à vista, grupos que se movem mesmo desordenados, e um monte que só se percorre uma vez.',
      sections: [
        {
          heading: 'Preparação',
          items: [
            'Baralho francês de 52 cartas. Sete colunas de quatro cartas, todas viradas para cima e sobrepostas; as 24 restantes formam o monte, virado para baixo.',
            'Há um descarte e quatro bases, que sobem por naipe do ás ao rei.',
          ],
        },
        {
          heading: 'Jogadas',
          items: [
            'A carta do topo de uma coluna ou do descarte pode subir à sua base. Das bases não volta nenhuma.',
            'Nas colunas desce-se por naipe: 8♥ sobre 9♥, não sobre 9♣.',
            'Qualquer carta de uma coluna move-se com todas as que tem por cima, seja qual for a ordem: só a primeira do grupo tem de encaixar. J♥ com 4♣ por cima pode ir para a Q♥.',
            'Numa coluna vazia só entra um rei, sozinho ou com o seu grupo.',
          ],
        },
        {
          heading: 'Monte e fim',
          items: [
            'A qualquer momento pode virar uma carta do monte para o descarte, mesmo havendo outras jogadas. Só se joga a do topo do descarte.',
            'O descarte nunca volta a ser monte: uma só passagem. Nenhuma carta vai das colunas para o descarte.',
            'Ganha com as 52 cartas nas bases. Perde se o monte acabou e não resta nenhuma jogada; um monte vazio, por si só, não é perder.',
          ],
        },
      ],
    },
    klondike: {
      summary:
        'A paciência de sempre, com o baralho espanhol de 48 cartas: passe todas para quatro montes, um por naipe, do ás ao rei.',
      sections: [
        {
          heading: 'As cartas e a distribuição',
          items: [
            'Baralho espanhol de 48 cartas: do 1 ao 9, sota (10), cavalo (11) e rei (12) de ouros, copas, espadas e paus. O ás é a mais baixa.',
            'Sete colunas: a primeira com uma carta, a segunda com duas, e assim até sete. Todas viradas para baixo menos a última de cada coluna. As 20 que sobram formam o monte.',
          ],
        },
        {
          heading: 'As colunas',
          items: [
            'Desce-se de um em um e mudando de naipe: sobre o sete de ouros vai o seis de copas, de espadas ou de paus, nunca o seis de ouros.',
            'Move-se a carta do topo ou um troço à vista que já desça assim, inteiro: o nove de espadas com o oito de ouros por cima passa para a sota de copas.',
            'Numa coluna vazia só entra um rei, sozinho ou com o seu troço.',
            'Quando fica a descoberto uma carta virada para baixo, vira-se sozinha.',
          ],
        },
        {
          heading: 'Os montes',
          items: [
            'Quatro montes, um por naipe, do ás ao rei. Sobe uma de cada vez a carta do topo de uma coluna ou a do descarte.',
            'A carta do topo de um monte pode voltar a uma coluna onde encaixe, mas não a outro monte.',
          ],
        },
        {
          heading: 'O monte de compra e o descarte',
          items: [
            'Ao distribuir escolhe-se: tirar de uma (uma carta de cada vez) ou tirar de três (três de cada vez, e só se joga a do topo do descarte).',
            'Quando o monte acaba, tirar vira o descarte, sem limite de voltas; cada volta conta como um movimento.',
          ],
        },
        {
          heading: 'Como se ganha',
          items: [
            'Ganha-se com as 48 cartas nos montes.',
            'Se o monte e o descarte estão vazios e não resta nenhuma carta virada para baixo, o jogo já está ganho: «Terminar» sobe as que faltam, da mais baixa para a mais alta.',
            'Com o baralho francês (52 cartas) alternam-se vermelhas e pretas e o monte tem 24 cartas; o resto é igual.',
          ],
        },
      ],
    },
    spider: {
      summary:
        'Dois baralhos espanhóis (96 cartas) e dez colunas: forme oito escadas completas do rei ao ás, cada uma de um só naipe.',
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
            'Desce-se de um em um sem olhar ao naipe: sobre o oito de espadas pode ir qualquer sete.',
            'Várias cartas movem-se juntas só se descem de um em um e são todas do mesmo naipe.',
            'Uma coluna vazia aceita qualquer carta ou qualquer troço que se possa mover.',
            'Quando fica a descoberto uma carta virada para baixo, vira-se sozinha.',
          ],
        },
        {
          heading: 'Distribuir',
          items: [
            'Distribuir põe uma carta do monte, virada para cima, no topo de cada coluna. Há cinco distribuições, e faz cada uma quando lhe convier.',
            'Não se pode distribuir com uma coluna vazia, a menos que na mesa restem menos cartas do que colunas.',
          ],
        },
        {
          heading: 'Escadas e fim',
          items: [
            'Uma escada completa do rei ao ás, de um só naipe, sai sozinha da mesa ao mover ou ao distribuir; se destapa uma carta, esta vira-se.',
            'Ganha-se ao completar as oito escadas. No Spider não há montes de naipe nem descarte.',
            'Com o baralho francês são 104 cartas: 54 nas colunas (as quatro primeiras com seis) e 50 no monte.',
          ],
        },
      ],
    },
  },
  shared: [
    {
      heading: 'Como se joga na mesa',
      items: [
        'Tocar numa carta manda-a para o melhor sítio: a sua base, se puder subir, e se não, a primeira coluna que a aceite (no Spider, de preferência sobre uma do mesmo naipe). Uma carta de uma base não desce com um toque: é preciso arrastá-la.',
        'Arrastar uma carta ou um troço leva-o para onde o largar; a mesa marca os sítios onde é válido.',
        'Com o teclado: as setas percorrem a mesa, Enter faz o mesmo que tocar, Espaço escolhe uma carta e Enter deixa-a onde estiver, Escape larga-a e Ctrl+Z desfaz.',
        'Desfazer não tem limite. «Novo jogo» pede confirmação, porque o jogo em curso perde-se.',
        'O jogo fica guardado neste navegador com o seu tempo e os seus movimentos.',
      ],
    },
    {
      heading: 'O que a análise acrescenta',
      items: [
        'Cada distribuição pode ser verificada antes de jogar: ganhável (com uma solução), impossível (demonstrado) ou sem veredicto se a análise esgotar o tempo. Pode pedir só jogos ganháveis.',
        'A dica é a jogada seguinte de um caminho vencedor a partir de onde está. Vem de uma análise que sabe onde estão as cartas tapadas e as do monte, por isso uma dica pode contar com uma carta que ainda não viu.',
        'Se uma jogada torna impossível uma posição ganhável, a mesa avisa e oferece desfazer até à última posição ganhável.',
        'A análise conhece todas as cartas, também as tapadas: o veredicto é sobre a distribuição, não sobre a sorte.',
      ],
    },
  ],
};
