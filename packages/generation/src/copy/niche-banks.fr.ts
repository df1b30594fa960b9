// French content banks per niche: the sentences the offline copywriter turns into posts.
import type { NicheId } from '@postcraft/contracts';

import type { NicheBank } from './niche-bank.js';

export const NICHE_BANKS_FR: Readonly<Record<NicheId, NicheBank>> = {
  personal: {
    subjects: [
      'routine du matin',
      'projets du week-end',
      'objectifs personnels',
      'liste de lecture',
      'rangement de la maison',
      'petites victoires du quotidien',
    ],
    tips: [
      'Notez vos trois priorités du lendemain avant de dormir : deux minutes le soir, et la ' +
        'matinée démarre plus vite.',
      'Testez la règle des 2 minutes : si une tâche prend moins de deux minutes, faites-la tout ' +
        'de suite.',
      "Laissez votre téléphone hors de la chambre pendant une semaine et observez le temps qu'il " +
        'vous faut pour vous endormir.',
      'Lisez 10 pages par jour : cela fait environ 12 livres par an, sans jamais avoir ' +
        "l'impression de faire un effort.",
      'Bloquez une heure sans écran le dimanche dans votre agenda, comme un vrai rendez-vous.',
    ],
    behindTheScenes: [
      "Cette photo, c'est 14 essais, un café renversé et une amie très patiente qui tenait la " +
        'lampe.',
      "Avant chaque post, j'écris trois versions dans mes notes et j'en supprime deux.",
      "Si mon bureau a l'air rangé, c'est que tout le reste est poussé juste hors du cadre.",
      'Chaque dimanche soir, je prends 30 minutes pour organiser ma semaine, avec un stylo et un ' +
        'agenda papier.',
      'La plupart de ce que je partage ici est écrit dans le train, entre 7 h 40 et 8 h 10.',
    ],
    questions: [
      'Quelle petite habitude a changé votre année ?',
      'Plutôt du matin, ou vos meilleures idées arrivent-elles après 22 h ?',
      "Si vous ne pouviez garder qu'un seul livre, lequel reliriez-vous ?",
      'Comment décrochez-vous après une longue journée : marche, musique ou série ?',
      "Qu'est-ce qui traîne sur votre liste de choses à faire depuis plus d'un mois ?",
    ],
    stories: [
      "L'an dernier, j'ai commencé à marcher 20 minutes après le déjeuner. Aujourd'hui, c'est le " +
        'moment de la journée que je protège le plus.',
      "J'ai essayé de me lever à 5 h pendant un mois. J'ai tenu neuf jours, et j'ai compris que " +
        "6 h 30, c'est très bien pour moi.",
      "Ma grand-mère notait toutes ses recettes dans un cahier. Je l'ai retrouvé la semaine " +
        "dernière et j'ai refait son gâteau aux pommes.",
      "Ce mois-ci, j'ai dit non à deux projets. Pour la première fois depuis des années, mes " +
        'week-ends ressemblent à des week-ends.',
      "Samedi, j'ai vidé un seul tiroir. Dimanche soir, toute la cuisine était rangée.",
    ],
    offers: [
      'Nouvelle série dès lundi : une semaine de routines du matin toutes simples, un post par ' +
        'jour.',
      "Vendredi, je partage ma liste de lecture de l'année : 24 livres, avec un petit mot sur " +
        'chacun.',
      "La semaine prochaine, je réponds à vos questions sur la façon dont j'organise ma semaine.",
      'À partir de ce mois-ci, un petit bilan chaque premier dimanche : réussites, ratés et ' +
        'leçons.',
      'Mon défi de désencombrement de 30 jours commence le 1er, avec une petite tâche par jour.',
    ],
    seasonal: [
      "Septembre, c'est un deuxième mois de janvier : le bon moment pour reprendre une habitude.",
      'La première soirée douce du printemps est la meilleure excuse pour marcher après le dîner.',
      "En décembre, tout s'accélère, alors je garde une soirée par semaine sans aucun programme.",
      "Ma règle de l'été : un jour par semaine sans réveil.",
      'Les bonnes résolutions de janvier tiennent mieux quand elles rentrent sur un post-it.',
      "En octobre, les soirées raccourcissent, alors j'ai déplacé ma marche à l'heure du déjeuner.",
    ],
    hashtags: [
      'RoutineDuMatin',
      'PrendreSoinDeSoi',
      'DéveloppementPersonnel',
      'Quotidien',
      'SlowLife',
      'Lecture',
      'BienÊtre',
    ],
  },
  business: {
    subjects: [
      'service client',
      'croissance des TPE',
      "culture d'équipe",
      'stratégie de prix',
      'partenariats locaux',
      'retours clients',
    ],
    tips: [
      'Répondez à chaque avis client sous 48 h, même aux négatifs : vos réponses sont lues ' +
        'autant que les avis.',
      'Envoyez la facture le jour même de la livraison, avec un délai de paiement de 14 jours. ' +
        'Facture en retard, paiement en retard.',
      'Listez les cinq questions que vos clients posent le plus et répondez-y sur votre site : ' +
        "des heures d'e-mails économisées chaque mois.",
      'Revoyez vos prix une fois par an. Si aucun client ne vous trouve jamais trop cher, vous ' +
        "ne l'êtes sans doute pas assez.",
      'Réservez 30 minutes chaque vendredi pour vérifier votre trésorerie sur les 8 semaines à ' +
        'venir.',
      "Posez une seule question à vos trois meilleurs clients : qu'est-ce qui a failli vous " +
        'faire hésiter, côté {keyword} ?',
    ],
    behindTheScenes: [
      "Chaque lundi à 9 h, l'équipe {brand} passe 15 minutes sur les retours clients de la " +
        'semaine avant toute autre chose.',
      "Avant qu'un devis parte, deux personnes le relisent : l'une vérifie les chiffres, l'autre " +
        'le ton.',
      'Notre tableau de tâches a trois colonnes : cette semaine, en attente, terminé. La ' +
        'dernière est vidée chaque vendredi.',
      'Derrière chaque confirmation de commande, il y a une liste de 12 étapes écrite après ' +
        'notre première grosse saison.',
      'Chez {brand}, chaque nouvelle recrue passe sa première journée à répondre aux e-mails ' +
        'clients avec un collègue.',
    ],
    questions: [
      "Quel est l'outil sans lequel votre entreprise ne tournerait pas ?",
      "Vous facturez à l'heure ou au projet, et pourquoi ?",
      "Quel est le meilleur conseil reçu pendant votre première année d'activité ?",
      'Comment gérez-vous un client qui demande encore des modifications après validation ?',
      "Pour choisir un fournisseur, qu'est-ce qui compte le plus : le prix, la rapidité ou la " +
        'fiabilité ?',
    ],
    stories: [
      'Notre premier client nous a trouvés grâce à un flyer écrit à la main dans un café. Cinq ' +
        'ans après, il travaille toujours avec nous.',
      "Un jour, on a perdu un gros contrat à cause d'une réponse trop lente. Depuis, chaque " +
        'e-mail reçoit une réponse sous un jour ouvré.',
      "{brand} a commencé à deux, autour d'une table de cuisine. Aujourd'hui, on est huit, et la " +
        'table est dans la salle de réunion.',
      'Le mois dernier, une cliente nous a envoyé une carte de remerciement écrite à la main. ' +
        'Elle est affichée au-dessus de la machine à café.',
      "On a testé l'ouverture le samedi pendant trois mois, et les retours ont été si bons que " +
        'ces horaires restent.',
    ],
    offers: [
      'Ce mois-ci, les nouveaux clients ont droit à 20 minutes de conseil offertes et à un devis ' +
        'clair pour leur projet.',
      'Nouveau : {brand} propose désormais des formules mensuelles, à prix fixe et sans frais de ' +
        'mise en place.',
      'Recommandez-nous à un client et recevez 10 % de remise sur votre prochaine facture, sans ' +
        'limite.',
      'Nos horaires changent la semaine prochaine : du lundi au vendredi, de 8 h à 18 h.',
      'On recrute : un poste à temps plein dans notre équipe service client, à pourvoir le mois ' +
        'prochain.',
    ],
    seasonal: [
      "En janvier, nos clients préparent leur année, alors on garde de la place dans l'agenda " +
        'pour les réunions de lancement.',
      "Le calme de l'été est le meilleur moment pour revoir vos process avant la rentrée.",
      'Avant la fin du trimestre, on passe en revue chaque facture ouverte et chaque projet en ' +
        'cours.',
      "Novembre, c'est la saison des budgets : l'année prochaine se prépare mieux avec les " +
        'chiffres de cette année en tête.',
      'Conseil de décembre pour les petites équipes : organisez les congés maintenant, pas le 23.',
    ],
    hashtags: [
      'Entrepreneur',
      'PetiteEntreprise',
      'Entrepreneuriat',
      'CommerceLocal',
      'ConseilsBusiness',
      'ServiceClient',
      'TPE',
    ],
  },
  creator: {
    subjects: [
      'montage vidéo',
      'calendrier éditorial',
      'matériel de tournage',
      "croissance de l'audience",
      'création de miniatures',
      'collaborations avec les marques',
    ],
    tips: [
      "Tournez en série : quatre vidéos courtes en une session de deux heures, c'est plus simple " +
        "qu'une vidéo par jour pendant quatre jours.",
      "Placez l'accroche dans les 2 premières secondes : montrez d'abord le résultat, puis " +
        'comment vous y êtes arrivé.',
      'Filmez face à une fenêtre entre 10 h et 16 h : la lumière du jour bat la plupart des ring ' +
        'lights bon marché.',
      'Ajoutez des sous-titres à chaque vidéo, car beaucoup de gens regardent sans le son.',
      "Gardez une liste d'idées dans votre téléphone et relisez-la chaque dimanche : vous ne " +
        "partirez plus jamais d'une page blanche.",
      'Découpez une vidéo longue en cinq extraits courts, chacun avec sa propre accroche.',
    ],
    behindTheScenes: [
      "Ce clip de 30 secondes m'a pris trois heures : une pour filmer, deux pour couper.",
      'Tout mon matériel : un téléphone, un petit trépied et une lampe empruntée au salon.',
      'Avant de programmer une vidéo, je la regarde une fois sans le son pour vérifier les ' +
        'sous-titres.',
      'Chaque script commence par un mémo vocal enregistré pendant ma marche du matin.',
      'Pour chaque vidéo que vous voyez, deux brouillons ne quittent jamais mon disque dur.',
    ],
    questions: [
      'Vous préférez les vidéos de moins de 60 secondes, ou les longues à regarder avec un café ?',
      "Je filme quoi ensuite : une journée complète de montage ou ma méthode d'organisation ?",
      'Quelle partie de mon process voulez-vous voir plus souvent ?',
      "Qu'est-ce qui vous fait arrêter de scroller en premier : l'image, le texte ou le son ?",
      'À quel rythme postez-vous, et est-ce que ça a changé cette année ?',
    ],
    stories: [
      "Ma première vidéo a fait 12 vues, dont 10 étaient moi en train de vérifier qu'elle " +
        'marchait.',
      "J'ai failli supprimer la vidéo qui est devenue la plus vue de mon année.",
      "La semaine dernière, j'ai tourné la même intro 23 fois. Celle que j'ai gardée, c'est la " +
        'toute première prise.',
      "Au début, une miniature me prenait un week-end entier. Maintenant, j'en fais trois " +
        'versions en 20 minutes et je choisis.',
      "Le mois dernier, quelqu'un m'a reconnu au supermarché, pile au moment où je tenais six " +
        'paquets de nouilles instantanées.',
    ],
    offers: [
      'Nouvelle vidéo chaque mardi à 18 h, dès cette semaine.',
      "J'ouvre deux places pour des collaborations le mois prochain, uniquement pour des " +
        "produits que j'utilise vraiment.",
      'Mon modèle de calendrier éditorial est prêt : une page, 30 jours et toutes les pistes ' +
        "d'idées que j'utilise.",
      'Live questions-réponses jeudi à 20 h : montage, matériel, et tout ce que vous voulez ' +
        'savoir.',
      'Nouvelle série : un mois à filmer uniquement avec mon téléphone, un épisode par semaine.',
    ],
    seasonal: [
      "Janvier, c'est le mois pour préparer tout un trimestre de contenu avant d'être à court " +
        "d'idées.",
      'En juillet, je tourne tout avant 11 h, tant que la lumière est encore douce.',
      'Septembre est parfait pour les tutos : tout le monde met en place de nouvelles routines.',
      "C'est en octobre que les créateurs préparent leur contenu de fin d'année, pas en décembre.",
      "Décembre, c'est mon mois bilan : les meilleurs extraits de l'année, montés en une seule " +
        'vidéo.',
      'Au printemps, la lumière est douce toute la journée : la meilleure saison pour filmer dehors sans ombres dures.',
    ],
    hashtags: [
      'CréateurDeContenu',
      'CréationDeContenu',
      'MontageVidéo',
      'Coulisses',
      'YouTubeur',
      'StratégieDeContenu',
      'VieDeCréateur',
    ],
  },
  educational: {
    subjects: [
      'méthodes de révision',
      'préparation aux examens',
      'apprentissage des langues',
      'prise de notes',
      'bases de sciences',
      'astuces de mémorisation',
    ],
    tips: [
      'Utilisez la répétition espacée : revoyez une notion après 1 jour, 3 jours, 7 jours puis ' +
        '21 jours.',
      'Essayez la méthode Pomodoro : 25 minutes de concentration, 5 minutes de pause, et une ' +
        'pause plus longue après quatre cycles.',
      'Après chaque chapitre, fermez le livre et notez trois choses dont vous vous souvenez : ' +
        "c'est ce rappel qui fait apprendre.",
      "Expliquez la notion à quelqu'un qui n'y connaît rien. Là où vous bloquez, c'est ce qu'il " +
        'faut revoir.',
      'Apprenez 10 mots nouveaux par jour dans des phrases complètes, pas sous forme de liste.',
      'Commencez chaque séance de révision par un quiz de 5 minutes sur la précédente.',
    ],
    behindTheScenes: [
      'Chaque leçon que nous partageons passe par trois versions et un test avec un vrai élève ' +
        "avant d'être postée.",
      'Derrière cette explication de 60 secondes : deux pages de notes et quatre sources ' +
        'vérifiées.',
      "Chez {brand}, chaque question de quiz est testée par un collègue qui n'a pas lu la leçon.",
      "Nous dessinons chaque schéma à la main d'abord, puis nous le refaisons sur la tablette.",
      "Avant l'ouverture d'un cours, nous enregistrons chaque leçon deux fois et gardons la " +
        'prise la plus claire.',
    ],
    questions: [
      "Qu'avez-vous appris à l'école qui vous sert encore chaque semaine ?",
      "Fiches ou cartes mentales : qu'est-ce qui marche le mieux pour vous ?",
      'Quelle matière vous semblait difficile au début et vous a plu ensuite ?',
      "Combien d'heures par semaine passez-vous à apprendre quelque chose de nouveau ?",
      "Quel sujet voulez-vous qu'on explique en moins d'une minute la prochaine fois ?",
    ],
    stories: [
      'Une élève a enfin compris les fractions grâce à une pizza dessinée sur une serviette. On ' +
        'utilise encore ce dessin.',
      "Notre premier atelier comptait quatre personnes. On l'a fait quand même, et deux d'entre " +
        "elles enseignent aujourd'hui avec nous.",
      "Nous avons réécrit notre leçon la plus suivie après la question d'un enfant de 12 ans qui " +
        "montrait qu'on avait sauté une étape.",
      "{brand} a commencé par de l'aide aux devoirs, le mercredi après-midi, dans une salle de " +
        'la médiathèque.',
      "Le trimestre dernier, nous avons arrêté de noter les tests d'entraînement, et les élèves " +
        'ont commencé à poser plus de questions.',
    ],
    offers: [
      'Nouveau cours le mois prochain : huit semaines, une séance en direct par semaine, replays ' +
        'inclus.',
      "Test d'entraînement gratuit cette semaine pour tous ceux qui préparent les examens de fin " +
        "d'année.",
      '{brand} propose désormais des séances en petits groupes, six élèves au maximum.',
      "L'atelier {keyword} revient samedi matin, de 10 h à midi.",
      "Une nouvelle fiche d'exercices chaque lundi, à imprimer gratuitement pour la classe ou la " +
        'maison.',
    ],
    seasonal: [
      'La rentrée est le meilleur moment pour installer une routine de travail, avant les ' +
        'premières évaluations.',
      "Les examens de printemps sont dans huit semaines : c'est le moment de faire un planning " +
        'de révisions.',
      'Les grandes vacances sont longues, et 20 minutes de lecture par jour suffisent à garder ' +
        'les acquis.',
      'Janvier est idéal pour garder ce qui a marché au premier trimestre et laisser tomber le ' +
        'reste.',
      "Avant les vacances d'hiver, nous résumons tout le trimestre sur une seule page de notions " +
        'clés.',
      "En octobre, les premières notes tombent : c'est le moment de changer la façon de réviser, pas la quantité.",
    ],
    hashtags: [
      'Révisions',
      'Éducation',
      'ApprendreAutrement',
      'Enseignant',
      'ApprendreUneLangue',
      'AstucesDeRévision',
      'Pédagogie',
    ],
  },
  food: {
    subjects: [
      'pain au levain',
      'légumes de saison',
      'viennoiseries maison',
      'brunch du week-end',
      'café de spécialité',
      'recettes de famille',
    ],
    tips: [
      'Laissez reposer la viande 5 minutes après cuisson : le jus reste dans la viande, pas dans ' +
        "l'assiette.",
      "Posez le pain côté coupé sur une planche en bois : la croûte reste croustillante jusqu'à " +
        'deux jours.',
      "Salez l'eau des pâtes comme un bouillon léger, environ 10 g de sel par litre.",
      'Torréfiez les épices entières 60 secondes à sec dans une poêle avant de les utiliser : le ' +
        'goût double.',
      'Pour une omelette plus moelleuse, battez les œufs une bonne minute et cuisez-les à feu ' +
        'moyen-doux.',
      "Côté {keyword}, conservez au frais et au sec, à l'abri de la lumière, et dégustez dans " +
        "les jours qui suivent l'achat.",
    ],
    behindTheScenes: [
      "Nos fours s'allument à 5 h pour que les premières fournées sortent à 7 h.",
      'Chaque matin chez {brand} commence par la dégustation des sauces, avant la première ' +
        'commande.',
      "La pâte que vous mangez aujourd'hui a été pétrie il y a deux jours : 48 h de fermentation " +
        'lente au froid.',
      'Nous épluchons environ 20 kg de pommes de terre à la main chaque matin pour les frites.',
      "Avant l'ouverture, l'équipe se pose 10 minutes pour goûter le plat du jour.",
    ],
    questions: [
      'Petit-déjeuner sucré ou salé : vous êtes de quelle équipe ?',
      'Quel plat voudriez-vous voir à la carte tous les jours ?',
      'Baguette bien croustillante ou brioche moelleuse pour le petit-déjeuner du dimanche ?',
      "Quelle recette de famille cuisinez-vous encore aujourd'hui ?",
      'Votre café, vous le prenez comment : noir, au lait ou avec une viennoiserie ?',
    ],
    stories: [
      'Nos premiers croissants étaient plats comme des crêpes. Il a fallu 40 fournées pour ' +
        'réussir le feuilletage.',
      'Un habitué commande le même sandwich tous les mardis depuis trois ans. On le prépare dès ' +
        "qu'on le voit passer la porte.",
      "{brand} est né d'une recette de famille et d'un four prêté.",
      'Samedi dernier, tout était parti à 11 h, alors demain on double les fournées.',
      "La nouvelle soupe a été testée par l'équipe pendant une semaine avant de gagner sa place " +
        'à la carte.',
    ],
    offers: [
      'Tout juste sortis du four à 7 h : nos pains du week-end, dans la limite des stocks.',
      'Nouveau cette semaine : une soupe de saison préparée avec des légumes du coin.',
      "Les précommandes pour dimanche sont ouvertes jusqu'à vendredi 18 h, votre commande vous " +
        'attend à votre arrivée.',
      'Côté {keyword}, grand retour ce week-end, avec une fournée fraîche chaque matin.',
      'Formule midi chez {brand} : plat, boisson et dessert, du lundi au vendredi.',
    ],
    seasonal: [
      'La saison des fraises est là, et nos tartes sont garnies de fruits cueillis cette semaine.',
      "Premier matin frais de l'automne : place au chocolat chaud et à la soupe.",
      'En décembre, les fours tournent plus longtemps pour les pains de fête et les commandes ' +
        'des fêtes.',
      "Les soirs d'été, rien de tel qu'une boisson fraîche en terrasse après 18 h.",
      "Chaque mois d'octobre, potimarrons, courges et châtaignes envahissent notre cuisine.",
      "L'hiver, les agrumes sont à leur meilleur : notre gâteau à l'orange sanguine revient jusqu'en mars.",
      "Le printemps apporte les premières asperges et l'ail des ours, directement dans les suggestions de la semaine.",
    ],
    // The whole niche's (cafés, restaurants, roasters and bakeries alike): a brand's own trade
    // comes from its keywords.
    hashtags: [
      'FaitMaison',
      'Gourmandise',
      'ProduitsLocaux',
      'CuisineMaison',
      'RecetteFacile',
      'MangerLocal',
      'Foodie',
    ],
  },
  travel: {
    subjects: [
      'escapades en ville',
      'sentiers de randonnée',
      'road trips',
      'plages secrètes',
      'liste de valise',
      'marchés locaux',
    ],
    tips: [
      'Roulez vos vêtements au lieu de les plier : ça prend moins de place et vous voyez tout ' +
        "d'un coup d'œil.",
      'Gardez une photo de votre passeport et de votre assurance voyage dans votre téléphone et ' +
        'dans vos e-mails.',
      "Réservez vos billets de musée en ligne la veille : en été, la file d'attente peut durer " +
        'une heure.',
      'Allez aux points de vue célèbres au lever du soleil : moins de monde, une lumière plus ' +
        'douce et de la fraîcheur.',
      'Glissez une tenue de rechange et une brosse à dents dans votre bagage cabine, au cas où ' +
        'votre valise arriverait en retard.',
    ],
    behindTheScenes: [
      'Pour cette vue, réveil à 4 h 30 et 40 minutes de marche dans le noir à la frontale.',
      'Avant chaque voyage, on passe une soirée avec une carte papier pour marquer les endroits ' +
        'à voir.',
      "Chaque itinéraire partagé par {brand} a d'abord été parcouru par quelqu'un de l'équipe.",
      'Ce que vous ne voyez pas sur cette photo : les 80 personnes qui attendaient la même.',
      'Chaque voyage commence par un tableur : trains, budget, et une journée libre sans rien ' +
        'prévu.',
    ],
    questions: [
      'Mer ou montagne pour vos prochaines vacances ?',
      'Quel objet emportez-vous à chaque voyage, sans exception ?',
      'Quelle ville vous a le plus surpris, en bien ?',
      "Vous prévoyez chaque journée ou vous laissez de la place à l'imprévu ?",
      'Où avez-vous mangé le meilleur repas de tous vos voyages ?',
    ],
    stories: [
      "On a raté le dernier train et dormi dans un minuscule village. C'est devenu la plus belle " +
        'journée du voyage.',
      "Un pêcheur du coin nous a montré une plage qui n'est sur aucune carte. On y est retournés " +
        'trois jours de suite.',
      'Notre premier road trip : 2 000 km, une clim en panne et beaucoup de chansons.',
      "{brand} a commencé avec un carnet d'adresses partagé, qui passait d'un ami à l'autre.",
      "On a demandé notre chemin au patron d'un café, et on est repartis deux heures plus tard " +
        "avec une liste complète d'endroits à voir.",
    ],
    offers: [
      'Notre nouveau guide des week-ends à moins de 3 heures de chez vous sort ce vendredi.',
      "Les réservations anticipées pour l'été ouvrent lundi, avec 10 % de remise jusqu'à la fin " +
        'du mois.',
      '{brand} organise désormais des voyages en petits groupes, 10 voyageurs au maximum.',
      'Nouvel itinéraire : cinq jours, trois villes, tout en train.',
      'Notre liste de valise à imprimer est prête, avec une version ville et une version montagne.',
    ],
    seasonal: [
      "L'automne est la meilleure saison pour visiter les vignobles, en pleines vendanges.",
      'Le printemps est parfait pour les escapades en ville : il fait doux et les files sont ' +
        "plus courtes qu'en été.",
      "En août, partez tôt en randonnée en montagne, les orages de l'après-midi sont fréquents.",
      'Les marchés de Noël ouvrent fin novembre, et en semaine il y a beaucoup moins de monde.',
      "Janvier est souvent le mois le moins cher pour réserver un vol et s'offrir une escapade " +
        "d'hiver.",
      "Juin, c'est le bon moment pour la côte : longues journées, mer déjà bonne et écoles encore ouvertes.",
    ],
    hashtags: [
      'Voyage',
      'EnvieDAilleurs',
      'ConseilsVoyage',
      'Roadtrip',
      'Évasion',
      'WeekEnd',
      'Randonnée',
    ],
  },
  'fitness-health': {
    subjects: [
      'renforcement musculaire',
      'étirements du matin',
      "repas préparés à l'avance",
      'routine de course',
      'sommeil réparateur',
      'séances de yoga',
    ],
    tips: [
      'Échauffez-vous 5 à 10 minutes avant de soulever : un peu de cardio, puis deux séries ' +
        'légères du premier exercice.',
      "Buvez un verre d'eau dès le réveil, avant votre café.",
      "N'augmentez pas votre distance de course de plus de 10 % par semaine pour éviter les " +
        'blessures.',
      'Visez 7 à 9 heures de sommeil : la récupération se fait la nuit, pas à la salle.',
      'Tenez chaque étirement 30 secondes et expirez lentement en allant plus loin.',
      'Préparez deux sources de protéines le dimanche : un déjeuner équilibré prend 5 minutes en ' +
        'semaine.',
    ],
    behindTheScenes: [
      'Avant le cours de 7 h, nos coachs installent chaque tapis et testent la musique dès 6 h 30.',
      "Chaque nouveau programme {brand} est testé par l'équipe pendant quatre semaines avant son " +
        'lancement.',
      "Chaque plan d'entraînement commence par 20 minutes d'échange sur vos objectifs, vos " +
        'blessures et vos horaires.',
      'Après le dernier cours, on nettoie et on vérifie chaque machine, tous les soirs.',
      'Cette routine de 15 minutes a été filmée en une seule prise, après trois répétitions.',
    ],
    questions: [
      'Matin ou soir : à quel moment vous entraînez-vous le mieux ?',
      'Quel est votre repas préféré après une séance ?',
      'Quel exercice zappez-vous en douce les jours de jambes ?',
      'Combien de pas faites-vous sur une journée normale ?',
      "Qu'est-ce qui vous motive les jours où vous n'avez pas envie de bouger ?",
    ],
    stories: [
      'Une de nos adhérentes a commencé par des marches de 5 minutes. Le mois dernier, elle a ' +
        'couru son premier 10 km.',
      'Nous avons ouvert {brand} avec trois kettlebells et une enceinte empruntée.',
      "Il y a cinq ans, notre coach ne touchait pas ses orteils. Aujourd'hui, il anime le cours " +
        "d'étirements du dimanche.",
      'La semaine dernière, notre cours de 6 h était complet pour la première fois, en plein ' +
        'hiver.',
      'On a remplacé le cours du vendredi par une course en groupe, et personne ne veut revenir ' +
        'en arrière.',
    ],
    offers: [
      'Première semaine offerte pour les nouveaux adhérents, avec une séance individuelle incluse.',
      'Nouveau cours le samedi à 9 h : 45 minutes de mobilité, tous niveaux.',
      'Notre programme de renforcement de 6 semaines démarre lundi, avec trois séances par ' +
        'semaine.',
      '{brand} est désormais ouvert le dimanche, de 8 h à midi.',
      'Venez avec un ami ce mois-ci : 20 % de remise pour vous deux sur le prochain abonnement ' +
        'mensuel.',
    ],
    seasonal: [
      'Le printemps est le moment de reprendre la course dehors, avec des sorties plus courtes ' +
        'les deux premières semaines.',
      "Quand il fait chaud, entraînez-vous tôt et buvez avant d'avoir soif.",
      "Décembre n'est pas un mois perdu : trois séances de 20 minutes par semaine suffisent à " +
        'garder le rythme.',
      "En janvier, la salle est pleine, mais après 20 h c'est beaucoup plus calme.",
      "L'automne est une super saison pour les longues randonnées, avant les premières neiges.",
    ],
    hashtags: [
      'Sport',
      'RemiseEnForme',
      'BienÊtre',
      'MotivationSport',
      'Musculation',
      'MangerSain',
      'SportÀLaMaison',
    ],
  },
  'fashion-beauty': {
    subjects: [
      'garde-robe capsule',
      'routine soin visage',
      'maquillage du quotidien',
      'soin des cheveux',
      'trouvailles vintage',
      'nail art',
    ],
    tips: [
      'La crème solaire est la dernière étape de votre routine du matin, même par temps nuageux, ' +
        'à renouveler toutes les 2 heures dehors.',
      'Construisez une garde-robe capsule autour de 3 couleurs de base : chaque haut va avec ' +
        'chaque bas.',
      'Lavez vos pinceaux de maquillage une fois par semaine avec un savon doux et laissez-les ' +
        'sécher à plat.',
      "Testez tout nouveau soin 24 heures sur l'intérieur du bras avant de l'appliquer sur le " +
        'visage.',
      'Pliez vos pulls au lieu de les suspendre : les épaules gardent leur forme.',
      'Appliquez toujours un protecteur de chaleur avant le lisseur, et seulement sur cheveux ' +
        'bien secs.',
    ],
    behindTheScenes: [
      'Chaque pièce que nous vendons est défroissée, vérifiée fil par fil et photographiée le ' +
        'jour même.',
      "Ce look a pris 45 minutes, dont 10 rien que pour l'eye-liner.",
      "Chez {brand}, chaque nouvelle teinte est testée sur plusieurs carnations avant d'entrer " +
        'dans la gamme.',
      'Le shooting du lookbook a commencé à 7 h pour profiter de la lumière du matin.',
      "Avant le lancement d'une collection, on porte chaque pièce une journée entière pour " +
        'tester le confort.',
    ],
    questions: [
      "Si vous ne pouviez garder qu'un seul produit, ce serait lequel ?",
      'Bijoux dorés ou argentés ?',
      'Quelle tendance aimeriez-vous voir revenir ?',
      "Votre routine soin, c'est trois étapes ou dix ?",
      'Quelle est la plus vieille pièce de votre dressing que vous portez encore ?',
    ],
    stories: [
      "Ce manteau, on l'a trouvé en brocante pour le prix d'un café. Dix ans après, c'est " +
        'toujours notre préféré.',
      "Notre première collection, c'était six pièces cousues dans une chambre d'amis.",
      'Une cliente est venue pour une coupe des pointes et repartie avec un nouveau look. Un ' +
        'mois plus tard, elle nous envoyait une photo de son mariage.',
      "{brand} est né parce qu'on ne trouvait aucune crème hydratante qui ne piquait pas.",
      'Un jour, on a passé une semaine entière à choisir entre deux beiges. On a gardé les deux.',
    ],
    offers: [
      'Nouvelle collection en ligne ce vendredi, du XS au XXL.',
      "Livraison offerte sur toutes les commandes cette semaine, sans minimum d'achat.",
      'Ce mois-ci, chaque achat chez {brand} donne droit à 30 minutes de conseil en style.',
      'Notre best-seller côté {keyword} est de retour, dans toutes les teintes.',
      'Les rendez-vous du samedi au salon sont ouverts, de 9 h à 17 h.',
    ],
    seasonal: [
      'La saison des superpositions commence : une veste légère sur un pull, ça marche de ' +
        'septembre à novembre.',
      'En été, la peau a besoin de textures plus légères et de plus de crème solaire, pas de ' +
        'plus de produits.',
      "L'air d'hiver dessèche la peau : passez à une crème plus riche dès que le chauffage se " +
        'rallume.',
      "Grand tri de printemps : tout ce que vous n'avez pas porté depuis 12 mois part au don.",
      'Les fêtes approchent : une bouche intense et des yeux sobres, ça marche pour toutes les ' +
        'soirées de décembre.',
      "Octobre, c'est le mois du trench : assez léger pour les jours doux, assez couvrant pour la pluie.",
    ],
    hashtags: [
      'TenueDuJour',
      'Beauté',
      'RoutineSoin',
      'ModeFemme',
      'ModeÉthique',
      'Maquillage',
      'InspirationMode',
    ],
  },
  comedy: {
    subjects: [
      'vie de bureau',
      'groupes WhatsApp familiaux',
      'lundi matin',
      'courses au supermarché',
      'moments gênants',
      "galères d'adulte",
    ],
    tips: [
      "Posez votre réveil à l'autre bout de la chambre. Vous allez le détester, mais vous serez " +
        'debout.',
      "Prenez toujours en photo l'endroit où vous êtes garé. Niveau -3, allée B, ça ne restera " +
        'pas dans votre tête.',
      "Mettez deux réveils à cinq minutes d'écart : un pour vous, un pour la version de vous qui " +
        'négocie.',
      'Répondez au groupe de la famille sous 24 h, sinon vous aurez 47 messages non lus sur un ' +
        "gâteau d'anniversaire.",
      'Avant de dire « petite question » en réunion, chronométrez-la. Si ça dépasse une minute, ' +
        "c'est un e-mail.",
    ],
    behindTheScenes: [
      'Derrière chaque sketch de 15 secondes : 40 prises, deux fous rires et un voisin très ' +
        'perplexe.',
      'On écrit nos blagues au dos des tickets de caisse, puis on perd la moitié des tickets.',
      "Cette vidéo a été tournée à 23 h, parce que c'est l'heure où le chat a enfin accepté de " +
        'participer.',
      "Chaque texte est lu à voix haute à quelqu'un qui ne l'a jamais vu. Pas de sourire, et il " +
        'retourne au tiroir.',
      'La moitié de nos idées viennent de conversations entendues à la caisse du supermarché.',
    ],
    questions: [
      "Qui d'autre a déjà répondu « vous aussi » au serveur qui disait bon appétit ?",
      "Quel est le pire cadeau que vous avez fait semblant d'adorer ?",
      "Combien d'onglets avez-vous ouverts en ce moment, honnêtement ?",
      'Quelle a été la dispute la plus dramatique du groupe WhatsApp de votre famille ?',
      "Quelle corvée ménagère paieriez-vous n'importe quel prix pour ne plus jamais faire ?",
    ],
    stories: [
      "On a fait coucou à quelqu'un qui saluait la personne derrière nous, puis on a fait " +
        "semblant de s'étirer.",
      'On a cherché nos lunettes de soleil pendant dix minutes. Elles étaient sur notre tête ' +
        'depuis le début.',
      "J'ai raconté ma journée à ma plante. Elle n'a pas répondu, mais elle a fait une nouvelle " +
        'feuille.',
      "L'équipe a tenté une semaine sans grignotage. Ça s'est terminé mardi à 15 h 15.",
      "J'avais mis mon réveil à 6 h pour aller courir. Mon corps a mis le sien à 9 h 40.",
    ],
    offers: [
      'Nouveau sketch chaque vendredi à 18 h, dès cette semaine.',
      "Notre premier spectacle en live, c'est samedi à 20 h : une heure d'histoires et de jeux " +
        'de mots douteux.',
      '{brand} lance une série du lundi : un moment terriblement familier pour bien commencer la ' +
        'semaine.',
      'Le bêtisier du mois sort dimanche, et il est plus long que les sketchs.',
      'Les mugs avec notre réplique la plus citée arrivent en boutique jeudi.',
    ],
    seasonal: [
      "Janvier : le mois où tout le monde a des baskets de running, jusqu'au 15 environ.",
      "L'été revient, et avec lui le débat sur la clim au bureau, toujours avec les trois mêmes " +
        'collègues.',
      "Les déguisements d'Halloween, c'est génial jusqu'au moment d'aller aux toilettes.",
      "Décembre : le mois où l'on mange une boîte entière de chocolats en appelant ça une " +
        'tradition.',
      "Le ménage de printemps, c'est retrouver le chargeur d'un téléphone qu'on n'a plus.",
    ],
    hashtags: ['Humour', 'Drôle', 'Rire', 'Sketch', 'VieDeBureau', 'RireEnsemble', 'BlagueDuJour'],
  },
  charity: {
    subjects: [
      'bénévolat de quartier',
      'collectes alimentaires',
      'événements solidaires',
      'familles accompagnées',
      'histoires de bénévoles',
      'impact des dons',
    ],
    tips: [
      'Donnez chaque mois, même un petit montant : les dons réguliers permettent à une ' +
        'association de prévoir sur plusieurs mois.',
      "Avant de donner des vêtements, vérifiez qu'ils sont propres et portables : trier les " +
        'pièces abîmées coûte des heures aux bénévoles.',
      'Renseignez-vous auprès de votre employeur : certaines entreprises abondent les dons de ' +
        'leurs salariés.',
      'Deux heures de bénévolat par mois font déjà une vraie différence : commencez par un seul ' +
        'créneau.',
      "Consultez le rapport annuel d'une association pour voir quelle part de chaque don finance " +
        'ses actions.',
      'Transformez quelque chose que vous faites déjà, comme un anniversaire ou un 10 km, en ' +
        'petite collecte.',
    ],
    behindTheScenes: [
      'Chaque mardi soir, 12 bénévoles trient les dons de la semaine en colis alimentaires, ' +
        'hygiène et bébé.',
      "Avant chaque distribution, l'équipe {brand} vérifie la date de chaque produit, un par un.",
      "Notre entrepôt ouvre à 7 h le samedi, deux heures avant l'arrivée des premières familles.",
      'Chaque carte de remerciement est écrite à la main par un bénévole, environ 200 par mois.',
      "Derrière chaque événement, il y a des semaines d'appels pour trouver une salle qui ne " +
        'nous coûte rien.',
    ],
    questions: [
      "Qu'est-ce qui vous a donné envie de faire du bénévolat la première fois ?",
      'Quelle cause vous tient le plus à cœur en ce moment, et pourquoi ?',
      "S'il fallait choisir, vous donneriez plutôt de votre temps ou de l'argent ?",
      'Quelle compétence pourriez-vous offrir à une association près de chez vous, une heure par ' +
        'mois ?',
      'Avez-vous déjà participé à une course ou une marche solidaire ?',
    ],
    stories: [
      "L'hiver dernier, une bénévole a tricoté 60 écharpes pour nos maraudes. Elle en est déjà à " +
        'sa deuxième série.',
      '{brand} a commencé avec une camionnette et cinq bénévoles qui voulaient aider leurs ' +
        'voisins.',
      "Une famille que nous avons accompagnée il y a deux ans est aujourd'hui bénévole avec nous " +
        'tous les samedis.',
      "Notre dernière vente de gâteaux a financé un mois de fournitures scolaires pour l'aide " +
        'aux devoirs.',
      'Quand le chauffage est tombé en panne au foyer, les commerçants du quartier ont apporté ' +
        'des couvertures en 24 h.',
    ],
    offers: [
      'On cherche des bénévoles ce samedi, de 9 h à midi, pour trier les dons.',
      'Notre dîner solidaire annuel a lieu le premier vendredi du mois prochain, avec un repas ' +
        'en trois plats.',
      "Cette semaine, chaque don fait à {brand} est doublé par un partenaire local, jusqu'à " +
        'notre objectif.',
      'Notre point de collecte est ouvert du lundi au vendredi, de 10 h à 18 h, pour les ' +
        "produits alimentaires et d'hygiène.",
      "La collecte {keyword} continue jusqu'à la fin du mois, et chaque contribution compte.",
    ],
    seasonal: [
      "L'hiver, c'est la saison où nos maraudes ont besoin du plus de bras et de vêtements chauds.",
      'La rentrée, ce sont des cartables et des fournitures pour les familles qui ne peuvent pas ' +
        'les payer.',
      "Pendant les vacances d'été, beaucoup d'enfants n'ont plus la cantine : notre déjeuner " +
        "solidaire tourne tout le mois d'août.",
      'En décembre, notre collecte de jouets rassemble des cadeaux pour les enfants du quartier ' +
        "jusqu'au 20.",
      'Le printemps est la saison la plus chargée pour les bénévoles de notre jardin partagé.',
      "Chaque mois d'octobre, notre collecte de manteaux commence, pour que les familles soient prêtes avant les premières gelées.",
    ],
    hashtags: [
      'Solidarité',
      'Bénévolat',
      'Association',
      'Entraide',
      'DonsSolidaires',
      'EngagementAssociatif',
      'EnsembleOnVaPlusLoin',
    ],
  },
  hobby: {
    subjects: [
      'projets de tricot',
      'potager maison',
      'jeux de société',
      'photo argentique',
      'maquettes à monter',
      "peinture à l'aquarelle",
    ],
    tips: [
      'Étiquetez vos semis avec la date : vous saurez exactement quand les repiquer.',
      'Tricotez un échantillon de 10 cm avant tout vêtement : ça évite le pull deux tailles trop ' +
        'grand.',
      "En argentique, exposez à la sensibilité nominale en plein jour, et surexposez d'un " +
        "diaphragme à l'ombre.",
      "Pour un ciel à l'aquarelle, mouillez d'abord le papier, puis attendez qu'il soit juste " +
        'humide pour des nuages plus nets.',
      'Rangez les petites pièces dans des boîtes à œufs étiquetées pendant le montage : rien ne ' +
        'roule sous la table.',
      "Pratiquez 20 minutes par jour : une séance courte et régulière vaut mieux qu'un long " +
        'après-midi par mois.',
    ],
    behindTheScenes: [
      "Ce plaid, c'est 42 heures de travail sur trois mois, surtout le dimanche soir.",
      'Chaque soirée jeux chez {brand} commence par 30 minutes de lecture des règles à voix haute.',
      'Avant la première maille, on met chaque écheveau en pelote à la main.',
      'Ces tomates étaient des graines sur le rebord de la fenêtre de la cuisine en mars.',
      "Notre table avant une séance de peinture : trois pinceaux, deux pots d'eau et un rouleau " +
        "d'essuie-tout.",
    ],
    questions: [
      'Quel loisir avez-vous commencé cette année ?',
      'Combien de temps vous a pris votre tout premier projet ?',
      'Quel outil conseilleriez-vous à un débutant ?',
      'Pratiquez-vous encore un loisir commencé enfant ?',
      "Qu'y a-t-il sur votre table de travail en ce moment ?",
    ],
    stories: [
      'Nos premiers pieds de tomates ont atteint deux mètres et nous ont donné exactement trois ' +
        'tomates.',
      'On a trouvé une boîte de vieux appareils argentiques dans un vide-grenier, et depuis on ' +
        "ne shoote plus qu'en film.",
      '{brand} a commencé comme un club du jeudi soir, avec quatre personnes et un seul jeu de ' +
        'société.',
      'Il nous a fallu six essais pour finir une chaussette. La septième paire est à nos pieds ' +
        'en ce moment.',
      'Nous avons peint le même lac chaque matin pendant une semaine, et le dernier ressemblait ' +
        "enfin à de l'eau.",
    ],
    offers: [
      'Nouvel atelier débutant ce samedi à 14 h, tout le matériel est fourni.',
      'Notre troc mensuel revient dimanche matin : apportez ce qui ne vous sert plus, repartez ' +
        'avec une nouveauté.',
      'Nouvel arrivage côté {keyword} cette semaine, avec quelques pièces rares.',
      '{brand} lance un club du soir, chaque deuxième mercredi du mois.',
      'Nouveau patron disponible cette semaine, avec des photos pas à pas pour chaque rang.',
    ],
    seasonal: [
      "Mars, c'est le mois pour semer tomates et poivrons à l'intérieur.",
      "Les longues soirées d'hiver sont faites pour un grand projet de tricot.",
      "La lumière de l'été en fait la meilleure saison pour essayer la photo argentique en " +
        'extérieur.',
      "Les feuilles d'automne font un parfait premier sujet d'aquarelle.",
      "Les week-ends pluvieux de novembre, c'est pour ça qu'on a inventé les jeux de société.",
      "En avril, les averses invitent aux projets d'intérieur : la semaine idéale pour finir le puzzle sur la table.",
    ],
    hashtags: [
      'Loisirs',
      'Tricot',
      'Potager',
      'JeuxDeSociété',
      'PhotoArgentique',
      'FaitMain',
      'LoisirsCréatifs',
    ],
  },
  pet: {
    subjects: [
      'éducation du chiot',
      'soins du chat',
      'toilettage canin',
      'alimentation animale',
      "histoires d'adoption",
      'balades quotidiennes',
    ],
    tips: [
      'Brossez les chiens à poils longs 3 fois par semaine pour éviter les nœuds, et toujours ' +
        'avant le bain, jamais après.',
      'Avec un chiot, faites des séances courtes : 5 minutes, 3 fois par jour, en finissant ' +
        'toujours sur une réussite.',
      'Changez de croquettes progressivement sur 7 jours, en ajoutant un peu plus de nouvelles ' +
        'chaque jour.',
      "Avant une balade d'été, posez la main sur le bitume : si vous ne tenez pas 5 secondes, " +
        "c'est trop chaud pour les coussinets.",
      "Prévoyez un griffoir par chat, plus un, près de l'endroit où ils dorment.",
      'Coupez les griffes toutes les 3 à 4 semaines : si vous les entendez cliqueter sur le sol, ' +
        'elles sont trop longues.',
    ],
    behindTheScenes: [
      'Chaque toilettage chez {brand} commence par 5 minutes de câlins au calme avant la tondeuse.',
      "Avant l'ouverture, on remplit les gamelles d'eau et on vérifie chaque box.",
      "Nos deux chiens de boutique testent chaque nouveau jouet avant qu'il arrive en rayon.",
      'Chaque bain se fait avec un shampoing adapté au pelage, et le séchoir reste au minimum ' +
        'pour les animaux stressés.',
      'Un lundi matin tranquille au salon : trois caniches, douze serviettes et une toiletteuse ' +
        'très patiente.',
    ],
    questions: [
      'Quelle est la manie la plus drôle de votre animal ?',
      'Comment avez-vous choisi le nom de votre compagnon ?',
      'Plutôt chien, plutôt chat, ou les deux ?',
      'De quel jouet votre animal ne se lasse jamais ?',
      'Combien de temps dure la balade préférée de votre chien ?',
    ],
    stories: [
      "Un chien adopté très timide s'est caché sous le banc à son premier toilettage. Six mois " +
        'plus tard, il entre en courant.',
      'Notre chatte de boutique a été trouvée dans un carton devant la porte il y a cinq ans. ' +
        "Depuis, c'est elle qui dirige.",
      '{brand} a commencé avec une seule table de toilettage dans un garage.',
      'La semaine dernière, une cliente nous a montré une photo de son chat bébé. Douze ans ' +
        'après : même tête, en beaucoup plus grand.',
      'Nous avons adopté notre premier chien un mardi pluvieux, et depuis on se promène sous la ' +
        'pluie.',
    ],
    offers: [
      'Les rendez-vous de toilettage sont ouverts pour la semaine prochaine, samedi matin compris.',
      'Nouveau : coupe de griffes sans rendez-vous chaque mercredi, de 14 h à 17 h.',
      'Réassort côté {keyword} cette semaine, en tailles S, M et L.',
      'Premier toilettage chez {brand} : un bandana offert et une photo souvenir.',
      "Les cours d'éducation pour chiots commencent le mois prochain : six séances en petits " +
        'groupes.',
    ],
    seasonal: [
      'Quand il fait chaud, promenez votre chien avant 9 h ou après 19 h, et prenez toujours de ' +
        "l'eau.",
      "Le printemps, c'est la saison de la mue : un brossage par jour pendant les prochaines " +
        'semaines.',
      "Les feux d'artifice stressent beaucoup d'animaux : préparez une pièce calme avec leur " +
        'panier et une musique douce.',
      "En hiver, le sel sur les trottoirs abîme les coussinets : rincez les pattes à l'eau tiède " +
        'après la balade.',
      "L'automne, c'est aussi la saison des tiques : vérifiez oreilles et pattes après chaque " +
        'balade en forêt.',
    ],
    hashtags: [
      'ChienDeLaMaison',
      'ChatDeLaMaison',
      'AmoureuxDesAnimaux',
      'Toilettage',
      'AdoptionAnimale',
      'Chiot',
      'BienÊtreAnimal',
    ],
  },
  news: {
    subjects: [
      'actualité locale',
      'récap de la semaine',
      'vie du quartier',
      'économie expliquée',
      'actualité scientifique',
      'vérification des faits',
    ],
    tips: [
      'Avant de partager un article, lisez plus loin que le titre : le détail clé est souvent au ' +
        'quatrième paragraphe.',
      "Vérifiez la date d'un article avant de le partager, car les vieilles infos reviennent " +
        'souvent comme neuves.',
      "Cherchez la source d'origine, une étude, un rapport ou un communiqué officiel, plutôt " +
        "qu'une capture d'écran de citation.",
      "Faites une recherche d'image inversée sur une photo virale pour savoir où et quand elle " +
        'est apparue.',
      'Lisez au moins deux médias aux lignes éditoriales différentes pour avoir une vue ' +
        "d'ensemble.",
      "Quand un chiffre paraît choquant, regardez ce qu'il mesure : par an, par personne ou au " +
        'total.',
    ],
    behindTheScenes: [
      "Chaque info que nous postons est relue par une deuxième personne avant d'être mise en " +
        'ligne.',
      "Notre conférence de rédaction commence à 8 h 30 avec une question : qu'est-ce que notre " +
        "public doit savoir aujourd'hui ?",
      "Derrière un résumé d'actu d'une minute : environ deux heures de lecture, d'appels et de " +
        'vérifications.',
      "Chez {brand}, quand un fait n'est pas confirmé par deux sources, on attend.",
      'Les corrections font partie du métier : quand on se trompe, on met le post à jour et on ' +
        'le dit.',
    ],
    questions: [
      "Quel sujet aimeriez-vous qu'on vous explique plus en détail ?",
      "À quel moment suivez-vous l'actu : le matin, le midi ou le soir ?",
      'Selon vous, quel sujet local manque de couverture ?',
      'Vous préférez un court résumé chaque jour ou un récap plus long chaque semaine ?',
      "Sur l'actu de cette semaine, quelle question reste sans réponse pour vous ?",
    ],
    stories: [
      '{brand} a commencé comme une newsletter hebdomadaire pour un seul quartier.',
      "Le mois dernier, la question d'un lecteur a donné notre explication la plus lue de l'année.",
      "Un jour, on a passé trois jours à vérifier un seul chiffre. Il était juste, et l'attente " +
        'en valait la peine.',
      "Notre premier direct, c'était un conseil municipal, filmé avec un téléphone.",
      'Nous avons changé de format après que nos lecteurs nous ont dit vouloir moins de titres ' +
        'et plus de contexte.',
    ],
    offers: [
      'Trois choses à savoir cette semaine, chaque vendredi à 8 h.',
      'Nouveau format : une explication en 60 secondes sur un sujet, chaque jour de la semaine.',
      'Notre récap hebdo arrive désormais aussi par e-mail, chaque dimanche matin.',
      'Soirée électorale : les résultats locaux en direct, dès la fermeture des bureaux de vote.',
      '{brand} lance une série de vérification des faits, à partir des affirmations sur ' +
        "lesquelles nos lecteurs s'interrogent le plus.",
    ],
    seasonal: [
      'Rentrée : ce qui change cette année pour les familles, en cinq points.',
      "Fin d'année : les sujets qui ont le plus compté pour nos lecteurs ces douze derniers mois.",
      "Pendant l'été, notre récap hebdo passe à un format plus court jusqu'en septembre.",
      "Janvier : les nouvelles règles et les dates clés à retenir pour l'année qui commence.",
      'Période électorale : nos guides expliquent où, quand et comment voter, sans prendre parti.',
    ],
    hashtags: [
      'Actualité',
      'Info',
      'ActuLocale',
      'FactChecking',
      'RécapDeLaSemaine',
      'Décryptage',
      'ÀLaUne',
    ],
  },
  'e-commerce': {
    subjects: [
      'nouveautés en ligne',
      'idées cadeaux',
      'emballage des commandes',
      'avis clients',
      'meilleures ventes',
      'infos livraison',
    ],
    tips: [
      "Mesurez un vêtement que vous avez déjà et comparez-le au guide des tailles : c'est plus " +
        'fiable que de deviner.',
      "Ajoutez vos articles à vos favoris pour voir d'un coup d'œil quand ils reviennent en " +
        'stock ou passent en promo.',
      "Lisez d'abord les avis avec photos : ils montrent la vraie couleur et la vraie coupe " +
        'mieux que les photos studio.',
      "Gardez l'emballage d'origine pendant 30 jours au cas où vous auriez besoin de faire un " +
        'retour.',
      "Pour bien choisir côté {keyword}, partez de la fréquence d'utilisation, puis comparez les " +
        'matières.',
      'Commandez vos cadeaux au moins 5 jours ouvrés avant la date pour éviter le stress de la ' +
        'dernière minute.',
    ],
    behindTheScenes: [
      'Chaque commande est emballée à la main, vérifiée ligne par ligne et fermée avec du scotch ' +
        'papier.',
      'Chez {brand}, les commandes passées avant midi partent le jour même, quand le ' +
        'transporteur passe à 16 h.',
      'Avant de mettre un produit en ligne, on le photographie à la lumière du jour pour que les ' +
        'couleurs soient fidèles.',
      'Chaque colis contient un mot de remerciement écrit à la main, une cinquantaine par jour ' +
        'les semaines chargées.',
      'Nos emballages sont entièrement recyclables, et on réutilise les cartons de nos ' +
        'fournisseurs.',
    ],
    questions: [
      "Quand vous commandez en ligne, qu'est-ce qui compte le plus : le prix, la rapidité ou les " +
        'retours gratuits ?',
      'Quelle couleur devrait-on ajouter à la collection ?',
      "Vous lisez les avis avant d'acheter, ou seulement la fiche produit ?",
      'Quel est le plus beau cadeau que vous avez commandé en ligne ?',
      'Livraison plus rapide ou emballage sans plastique : vous choisiriez quoi ?',
    ],
    stories: [
      "Notre première commande venait d'une inconnue à deux villes d'ici. On l'a livrée " +
        'nous-mêmes en voiture.',
      "{brand} a démarré sur une table de cuisine, avec 12 produits et une imprimante d'occasion.",
      'Une cliente nous a écrit que son colis était arrivé le jour de son anniversaire. On ne le ' +
        'savait pas, mais on prend le compliment.',
      "Un soir, on a emballé 300 commandes d'un coup après qu'un produit est devenu viral. Il y " +
        'avait des pizzas.',
      "On a changé nos emballages après qu'un client nous a envoyé la photo de six couches de " +
        'papier bulle.',
    ],
    offers: [
      "Livraison offerte ce week-end sur toutes les commandes, sans minimum d'achat.",
      'Les nouveautés sont en ligne : 12 nouvelles pièces, en quantités limitées.',
      'Retour en stock côté {keyword}, cette fois avec une deuxième couleur.',
      'Les retours chez {brand} sont désormais gratuits pendant 30 jours.',
      "Emballage cadeau offert jusqu'à la fin du mois : il suffit de cocher la case au moment de " +
        'payer.',
    ],
    seasonal: [
      'Black Friday chez nous : une seule remise simple sur toute la boutique, sans compte à ' +
        'rebours.',
      "Pour Noël, commandez début décembre : les délais de livraison s'allongent les deux " +
        'dernières semaines.',
      'La fête des mères approche, et notre guide cadeaux a des idées pour tous les budgets.',
      "Les soldes d'été commencent cette semaine, avec de nouvelles démarques chaque lundi.",
      'Nouveautés de printemps : de nouvelles couleurs dans toute la collection, pile pour les ' +
        'beaux jours.',
      'Soldes de janvier : les favoris de la saison passée à prix réduits, dans la limite des tailles disponibles.',
      "Septembre, c'est le retour des nouveautés : la collection d'automne arrive cette semaine, dans toutes les tailles.",
      'Octobre est le mois pour commander les cadeaux sur mesure, avant la course de décembre.',
    ],
    hashtags: [
      'BoutiqueEnLigne',
      'ShoppingEnLigne',
      'Nouveautés',
      'IdéeCadeau',
      'PetiteBoutique',
      'CommandeEnLigne',
      'AcheterLocal',
    ],
  },
  motivational: {
    subjects: [
      'discipline au quotidien',
      'fixer ses objectifs',
      "état d'esprit",
      'petites victoires',
      'nouveaux départs',
      'habitudes régulières',
    ],
    tips: [
      'Découpez votre objectif en une tâche assez petite pour être faite en 10 minutes ' +
        "aujourd'hui.",
      'Chaque soir, notez trois choses que vous avez bien faites, même minuscules.',
      'Quand vous hésitez, comptez 5-4-3-2-1 et lancez-vous avant que votre cerveau trouve une ' +
        'excuse.',
      "Suivez une habitude sur un calendrier papier, une croix par jour réussi : au bout d'une " +
        'semaine, la série vous motive.',
      'Affichez votre objectif là où vous le verrez chaque matin, par exemple sur le miroir de ' +
        'la salle de bains.',
      "Pendant une semaine, remplacez « je dois » par « j'ai la chance de », et observez comment " +
        'vous vivez vos tâches.',
    ],
    behindTheScenes: [
      "Les résultats qui ont l'air faciles ici, ce sont des années de réveils matinaux que " +
        "personne n'a vus.",
      'Chaque objectif sur notre mur a commencé par une phrase dans un petit carnet.',
      'Chez {brand}, chaque semaine commence par une question : quel est le plus petit pas qui ' +
        'nous fait avancer ?',
      'Notre organisation du lundi prend 15 minutes : trois objectifs, une échéance chacun, rien ' +
        'de plus.',
      'Derrière chaque projet terminé, il y a une liste de tout ce qui a raté, et on la garde.',
    ],
    questions: [
      'Sur quel objectif travaillez-vous ce mois-ci ?',
      'Que tenteriez-vous si vous saviez que vous ne pouviez pas échouer ?',
      'Qui a été la première personne à croire en vous ?',
      'Quelle petite victoire fêtez-vous cette semaine ?',
      'Quelle habitude changerait votre vie si vous la teniez un an ?',
    ],
    stories: [
      "On a commencé avec un seul objectif : un post par semaine. Deux ans plus tard, on n'en a " +
        'pas raté un seul.',
      "La première fois qu'on a présenté notre idée, personne n'a dit oui. La douzième fois, " +
        "quelqu'un a dit oui.",
      "{brand} est né d'une année difficile et d'un carnet rempli de « et si ».",
      "Un jour, on a raté une échéance d'un mois entier, et ce qu'on en a appris guide chacun de " +
        "nos plans aujourd'hui.",
      "Une lectrice nous a écrit qu'elle avait couru ses premiers 5 km après l'un de nos posts. " +
        'On a relu son message trois fois.',
    ],
    offers: [
      'Nouveau défi de 30 jours dès lundi : une petite action par jour.',
      'Chaque lundi matin : un objectif, une citation et un pas à faire dans la semaine.',
      'Live mercredi à 19 h pour parler des habitudes qui tiennent dans la durée.',
      "{brand} lance un point mensuel : ce qui a marché, ce qui n'a pas marché, et la suite.",
      'Notre nouveau carnet propose 90 jours de questions, une page par jour.',
    ],
    seasonal: [
      'Nouvelle année, même vous, meilleur plan : commencez par un objectif, pas dix.',
      'Juin est le bon moment pour faire le point à mi-parcours sur les objectifs de janvier.',
      "L'automne est un redémarrage naturel : choisissez une habitude à installer avant la fin " +
        "de l'année.",
      "Le printemps est la preuve qu'une croissance lente compte quand même.",
      "Décembre sert à regarder le chemin parcouru, pas seulement ce qu'il reste à faire.",
      "Juillet, c'est le milieu de l'été : le repos fait partie du plan, ce n'est pas une pause dans le plan.",
    ],
    hashtags: [
      'Motivation',
      'ÉtatDEsprit',
      'Objectifs',
      'DéveloppementPersonnel',
      'PenséePositive',
      'Inspiration',
      'CitationDuJour',
    ],
  },
};
