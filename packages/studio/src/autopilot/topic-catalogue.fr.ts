// The autopilot's formats in French. The subject is placed where French needs no article
// ("côté {s}", "{S} :", « {s} »), since keywords come as the user typed them, without one.
import type { FormatId, FormatText } from './topic-catalogue.js';

export const FORMAT_TEXTS_FR: Readonly<Record<FormatId, FormatText>> = {
  tips: {
    title: 'Conseils : {s}',
    angles: [
      {
        angle: 'L’habitude « {s} » que nous garderions avant toutes les autres',
        post: 'Si nous ne devions garder qu’une seule habitude côté {s}, ce serait celle-ci : changer une chose à la fois, puis juger le résultat avant de toucher à la suivante. Les petits changements réfléchis apprennent plus qu’un grand chamboulement. Et vous, quelle est votre règle d’or côté {s} ?',
      },
      {
        angle: 'Les petits changements qui font la différence côté {s}',
        post: 'Progresser côté {s} ne demande presque jamais de matériel coûteux. L’essentiel de la différence vient de petites choses faites à chaque fois : la même routine, un peu de patience et l’attention aux détails. Quel petit changement a tout changé pour vous ?',
      },
      {
        angle: 'Notre liste de vérification « {s} » avant que quoi que ce soit ne parte',
        post: 'Avant que quoi que ce soit ne parte de chez nous, côté {s}, nous repassons la même courte liste : est-ce juste, est-ce fidèle à la dernière fois, en serions-nous fiers ? Enregistrez ce post si vous aimez les listes autant que {team}.',
      },
    ],
  },
  'behind-the-scenes': {
    title: 'En coulisses : {s}',
    angles: [
      {
        angle: 'Ce qui se passe côté {s} avant que vous ne voyiez quoi que ce soit',
        post: 'Vous êtes-vous déjà demandé ce qui se passe côté {s} avant que cela n’arrive jusqu’à vous ? L’essentiel du travail se fait loin des regards : préparer, vérifier, et recommencer quand ce n’est pas tout à fait juste. Voici cette partie de notre journée.',
      },
      {
        angle: 'Une journée ordinaire côté {s}, sans filtre',
        post: 'Pas de best-of aujourd’hui : voici à quoi ressemble vraiment une journée ordinaire côté {s}{at}. Il y a des moments passionnants et beaucoup de travail minutieux et répétitif, et nous aimons les deux. Posez-nous vos questions sur notre façon de travailler.',
      },
      {
        angle: 'Les outils et les routines derrière « {s} »',
        post: 'On voit le résultat final, rarement les routines qui se cachent derrière. {S} : les outils que nous utilisons, les étapes que nous ne sautons jamais, les notes que nous gardons. C’est de là que vient la régularité. Quelle partie aimeriez-vous voir en détail ?',
      },
    ],
  },
  'myth-vs-fact': {
    title: 'Idée reçue ou vérité : {s}',
    angles: [
      {
        angle: 'Faut-il être expert pour apprécier « {s} » ?',
        post: 'Idée reçue : il faut être expert pour apprécier {s}. En vérité, la curiosité compte bien plus que les connaissances, et la meilleure façon d’apprendre est d’essayer, de comparer et de poser des questions. Quelle idée reçue avez-vous crue le plus longtemps ?',
      },
      {
        angle: 'Pourquoi « plus, c’est mieux » est faux côté {s}',
        post: 'Une croyance répandue côté {s} : plus, c’est toujours mieux. D’après notre expérience, c’est l’inverse : l’équilibre l’emporte presque toujours sur l’excès. Vous êtes d’accord, ou vous avez vu le contraire ?',
      },
      {
        angle: 'Sur quoi les passionnés de « {s} » sont d’accord, et sur quoi ils ne le sont pas',
        post: 'Demandez à dix personnes leur avis côté {s} et vous aurez dix réponses. Sous le bruit, les bases sur lesquelles tout le monde s’accorde sont peu nombreuses et claires : ce sont elles qu’il faut apprendre en premier. Quel conseil vous a le plus embrouillé ?',
      },
    ],
  },
  'customer-question': {
    title: 'Votre question : {s}',
    angles: [
      {
        angle: 'La question sur « {s} » que l’on nous pose le plus',
        post: '« Par où commencer côté {s} ? » C’est la question que l’on nous pose le plus, et notre réponse honnête est : partez de ce dont vous avez besoin, pas de ce qui est à la mode, et demandez conseil tôt. Une autre question ? Écrivez-la en commentaire.',
      },
      {
        angle: 'Une question sur « {s} » à laquelle nous adorons répondre',
        post: 'Certaines questions illuminent notre journée, et celles côté {s} sont parmi nos préférées. Y répondre nous apprend ce qui compte pour vous et guide ce que {team} fait ensuite. Que voulez-vous savoir ?',
      },
      {
        angle: 'Les bonnes questions à se poser avant de choisir côté {s}',
        post: 'Vous choisissez pour la première fois côté {s} ? Trois questions aident plus que n’importe quel classement : pour quel usage, qu’est-ce qui compte le plus pour moi, et qui peut me donner un avis honnête ? Nous sommes toujours ravis de vous aider à y répondre.',
      },
    ],
  },
  'how-to': {
    title: 'Mode d’emploi : {s}',
    angles: [
      {
        angle: 'Se lancer côté {s} en trois étapes simples',
        post: 'Se lancer côté {s}, c’est plus simple qu’il n’y paraît. Étape un : apprendre les bases avant d’acheter quoi que ce soit de sophistiqué. Étape deux : répéter jusqu’à ce que ce soit naturel. Étape trois : demander un retour et ajuster. Vous en êtes à quelle étape ?',
      },
      {
        angle: 'Comment nous obtenons des résultats réguliers côté {s}',
        post: 'La régularité côté {s} ne vient pas du talent, elle vient du fait de tout noter. Nous écrivons ce que nous avons fait, ce qui a marché et ce que nous changerions, et la fois suivante repart de là. Essayez pendant une semaine et racontez-nous.',
      },
      {
        angle: 'Reconnaître le bon du très bon côté {s}',
        post: 'Côté {s}, le bon et le très bon se ressemblent au premier coup d’œil. La différence est dans les détails : le soin, la fraîcheur et l’attention à chaque étape. Une fois qu’on sait quoi regarder, on ne voit plus que ça. Que regardez-vous en premier ?',
      },
    ],
  },
  'before-after': {
    title: 'Avant / après : {s}',
    angles: [
      {
        angle: 'Du premier essai à aujourd’hui : « {s} », avant et maintenant',
        post: 'Notre tout premier essai côté {s} à côté de ce que nous faisons aujourd’hui : quelle différence ! Rien n’a changé du jour au lendemain, ce sont des centaines de petites améliorations, l’une après l’autre. À quoi ressemble votre avant / après ?',
      },
      {
        angle: 'Le détail qui transforme tout côté {s}',
        post: 'Avant : un résultat correct côté {s}. Après : un résultat dont on se souvient. Le changement tient à un détail que nous négligions et que nous ne sautons plus jamais. Devinez lequel ?',
      },
      {
        angle: 'Un projet « {s} » du début à la fin',
        post: 'De la première idée au résultat final, chaque projet côté {s} passe par une étape intermédiaire un peu bancale. Voici à quoi cela ressemble du début à la fin, moments brouillons compris. Quelle étape préférez-vous ?',
      },
    ],
  },
  'lesson-learned': {
    title: 'Leçon apprise : {s}',
    angles: [
      {
        angle: 'L’erreur côté {s} qui nous a le plus appris',
        post: 'Une de nos premières erreurs côté {s} nous a plus appris que n’importe quel succès : nous sommes allés trop vite, nous avons sauté une étape et tout était à refaire. Depuis, nous prenons le temps qu’il faut. Quelle erreur vous a le plus appris ?',
      },
      {
        angle: 'Ce que nous aurions aimé savoir côté {s} au début',
        post: 'Si nous pouvions revenir à nos débuts côté {s}, nous nous dirions ceci : pas besoin de tout savoir pour commencer, mais il faut continuer d’apprendre. Que diriez-vous à la personne que vous étiez au début ?',
      },
      {
        angle: 'Le retour sur « {s} » qui a changé notre façon de travailler',
        post: 'Un retour honnête sur notre travail côté {s} nous a un peu piqués, et il nous a fait progresser. Écouter ce que les gens pensent vraiment est le moyen le plus rapide de s’améliorer. Merci à toutes celles et ceux qui nous disent la vérité.',
      },
    ],
  },
  'product-spotlight': {
    title: 'Coup de projecteur : {s}',
    angles: [
      {
        angle: 'Pourquoi « {s} » mérite qu’on s’y attarde',
        post: '{S} : ça mérite qu’on s’y attarde. C’est fait avec soin par {team}, pour celles et ceux qui remarquent la différence. Curieux ? Écrivez-nous et nous vous dirons tout.',
      },
      {
        angle: 'Pour qui nous faisons « {s} »',
        post: 'Côté {s}, pour qui travaillons-nous ? Pour les personnes qui veulent quelque chose de bien fait, sans chichis, et qui aiment savoir d’où viennent les choses. Ça vous ressemble, ou ça ressemble à quelqu’un que vous connaissez ?',
      },
      {
        angle: 'Trois raisons pour lesquelles on revient vers nous côté {s}',
        post: 'Côté {s}, on revient vers nous pour trois raisons : c’est fiable, c’est fait avec soin, et il y a toujours quelqu’un pour répondre aux questions. Vous avez déjà essayé ?',
      },
    ],
  },
  'this-or-that': {
    title: 'Plutôt ceci ou cela : {s}',
    angles: [
      {
        angle: 'Classique ou revisité : votre choix côté {s}',
        post: 'Petit sondage côté {s} : vous êtes plutôt classique ou plutôt revisité ? Chez nous, l’équipe est coupée en deux. Votez en commentaire et dites-nous pourquoi.',
      },
      {
        angle: 'Matin ou soir : le meilleur moment côté {s}',
        post: 'Côté {s}, quel est le meilleur moment pour vous : le matin au réveil ou en fin de journée ? Notre équipe n’arrive pas à se mettre d’accord, alors c’est vous qui tranchez. Répondez matin ou soir.',
      },
      {
        angle: 'Rester simple ou tout donner côté {s} ?',
        post: 'Il y a deux façons d’aborder {s} : rester simple, ou soigner chaque détail. Les deux ont leurs fans. Vous êtes de quel côté, et qu’est-ce qui vous ferait changer d’avis ?',
      },
    ],
  },
  'beginners-guide': {
    title: 'Guide du débutant : {s}',
    angles: [
      {
        angle: '« {S} » expliqué en une minute',
        post: 'Vous débutez côté {s} ? En une minute : c’est plus simple qu’il n’y paraît, les bases comptent plus que le matériel, et tout le monde commence quelque part. Enregistrez ce post et envoyez-le à un ami qui se lance.',
      },
      {
        angle: 'Le vocabulaire côté {s}, décodé',
        post: 'Chaque domaine a son vocabulaire, et {s} ne fait pas exception. Ne vous laissez pas impressionner par le jargon : la plupart des termes décrivent des idées simples. Quel mot voulez-vous que nous expliquions ensuite ?',
      },
      {
        angle: 'Par où commencer côté {s} quand on est perdu',
        post: 'Perdu côté {s} ? Commencez par une chose qui vous plaît, apprenez-la bien et laissez le reste de côté pour l’instant. Au début, la profondeur vaut mieux que l’étendue. Dites-nous où vous bloquez et nous vous orienterons.',
      },
    ],
  },
  'hot-take': {
    title: 'Notre avis : {s}',
    angles: [
      {
        angle: 'Un avis impopulaire côté {s}',
        post: 'Avis impopulaire : côté {s}, pas besoin d’être compliqué pour être excellent. Ce qui fait la différence, c’est le soin et la régularité, pas des secrets. D’accord ou pas d’accord ?',
      },
      {
        angle: 'La tendance côté {s} que nous ne suivons pas, et pourquoi',
        post: 'Toutes les tendances côté {s} ne méritent pas d’être suivies. Nous préférons faire peu de choses, mais très bien, plutôt que courir après la mode du mois. De quelle tendance êtes-vous lassé ?',
      },
      {
        angle: 'À quoi ressemblera « {s} » dans cinq ans',
        post: 'Où va {s} ? Notre pari : moins de gadgets, plus de qualité, et des gens qui s’intéressent davantage à l’origine des choses. Et vous, qu’est-ce qui va changer selon vous ?',
      },
    ],
  },
  'this-month': {
    title: 'Ce mois-ci : {s}',
    angles: [
      {
        angle: '{S} en {month} : nos petites habitudes',
        post: 'En {month}, côté {s}, nous avons nos petites habitudes{at}. La saison change ce que nous aimons, et c’est tant mieux. Et vous, qu’est-ce qui vous plaît le plus côté {s} ce mois-ci ?',
      },
      {
        angle: 'Nos projets côté {s} pour {month}',
        post: 'Nos projets côté {s} pour {month} : une chose à essayer, une chose à améliorer et une chose à partager avec vous en chemin. Qu’y a-t-il sur votre liste ce mois-ci ?',
      },
      {
        angle: 'Un petit rappel en {month}, côté {s}',
        post: 'Petit rappel en {month}, côté {s} : c’est en y consacrant un peu de temps et d’attention que l’on obtient le meilleur. Prenez ce moment ce mois-ci, et racontez-nous.',
      },
    ],
  },
  milestone: {
    title: 'Une étape',
    angles: [
      {
        angle: 'Un regard sur le chemin parcouru',
        post: 'Petit retour en arrière : du tout premier jour à aujourd’hui, {team} a parcouru un long chemin, et rien de tout cela n’aurait été possible sans vous. Merci de faire partie de l’aventure.',
      },
      {
        angle: 'Une petite victoire à fêter cette semaine',
        post: 'Toutes les étapes ne sont pas immenses : cette semaine, nous savourons une petite victoire qui a fait sourire toute l’équipe. Les petites victoires s’additionnent. Quelle est la vôtre cette semaine ?',
      },
      {
        angle: 'La suite pour nous',
        post: 'De beaux projets en vue : {team} prépare la suite, et nous avons hâte de vous la montrer. Restez connectés, et dites-nous ce que vous aimeriez voir de notre part.',
      },
      {
        angle: 'Le moment où nous avons su que nous étions sur la bonne voie',
        post: 'Il y a eu un moment où nous avons su que nous étions sur la bonne voie : un message de quelqu’un qui nous disait que notre travail avait compté. Nous y repensons encore les jours difficiles.',
      },
    ],
  },
  'meet-the-team': {
    title: 'L’équipe',
    angles: [
      {
        angle: 'Les personnes derrière le nom',
        post: 'Derrière chaque publication et chaque commande, il y a de vraies personnes. Voici {team} : les visages qui font tourner la maison, jour après jour. Dites-nous bonjour en commentaire !',
      },
      {
        angle: 'Une matinée type chez nous',
        post: 'Nos matinées commencent toujours de la même façon : un café, un coup d’œil au programme du jour et quelques minutes pour se retrouver. Et vous, à quoi ressemble votre routine du matin ?',
      },
      {
        angle: 'Ce que nous préférons dans notre métier',
        post: 'Demandez à n’importe qui dans {team} ce qu’il préfère dans son métier, la réponse sera la même : les personnes avec qui et pour qui nous travaillons. C’est-à-dire vous !',
      },
      {
        angle: 'Vos questions, nos réponses',
        post: 'Des questions ? Cette semaine, {team} répond à tout : notre façon de travailler, ce que nous aimons et ce que nous préparons. Laissez les vôtres ci-dessous.',
      },
    ],
  },
  'our-story': {
    title: 'Notre histoire',
    angles: [
      {
        angle: 'Pourquoi nous avons commencé',
        post: 'Pourquoi nous sommes-nous lancés ? Parce que nous pensions que l’on pouvait faire les choses avec plus de soin, et nous voulions le prouver. Cette raison guide encore chaque décision de {team}.',
      },
      {
        angle: 'Les valeurs sur lesquelles nous ne transigeons pas',
        post: 'Trois valeurs sur lesquelles nous ne transigerons jamais : l’honnêteté, la qualité et le respect de votre temps. Elles ont l’air simples ; les vivre chaque jour, c’est là tout le travail.',
      },
      {
        angle: 'Le moment le plus dur de notre histoire, et ce qu’il nous a appris',
        post: 'Chaque histoire a son chapitre difficile. Le nôtre nous a appris la patience, l’écoute, et à continuer quand il aurait été plus simple d’arrêter. Aujourd’hui, nous lui en sommes reconnaissants.',
      },
      {
        angle: 'Ce qui nous rend différents',
        post: 'Qu’est-ce qui nous rend différents ? Nous prenons le temps de bien faire, nous répondons à chaque message et nous n’arrêtons jamais d’apprendre. Dites-nous ce qui vous a donné envie de nous suivre.',
      },
    ],
  },
  'thank-you': {
    title: 'Merci',
    angles: [
      {
        angle: 'Un merci à notre communauté',
        post: 'Un grand merci à toutes celles et ceux qui nous suivent, nous partagent et nous soutiennent. Vos messages et vos mots gentils font avancer {team}. Nous les lisons tous.',
      },
      {
        angle: 'Un clin d’œil à celles et ceux qui nous soutiennent',
        post: 'Petit clin d’œil à celles et ceux qui nous recommandent à leurs proches, laissent des avis et nous encouragent : merci. Le bouche-à-oreille est le plus beau cadeau pour une petite équipe.',
      },
      {
        angle: 'Vos retours, et ce que nous en avons fait',
        post: 'Vous nous avez dit ce que vous vouliez, et nous vous avons écoutés. Vos retours façonnent la suite, alors continuez à nous écrire. Que devrions-nous améliorer ?',
      },
      {
        angle: 'Le message qui a illuminé notre semaine',
        post: 'Cette semaine, un message adorable de l’un d’entre vous a illuminé toute notre semaine. Il nous rappelle pourquoi nous faisons tout cela. Merci d’avoir pris le temps d’écrire.',
      },
    ],
  },
};
