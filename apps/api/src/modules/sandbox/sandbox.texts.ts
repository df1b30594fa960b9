import type { MailLanguage } from '@postcraft/contracts';

/**
 * Every text of the Sandbox's pages, in the languages of the web interface. A page takes the
 * texts of its reader's language (sandbox-visitor.ts); the English set is the model of the others.
 */
const EN = {
  badge: 'Sandbox',
  scopes: {
    profile: 'See your Sandbox profile (username, display name, followers)',
    publish: 'Publish and delete posts on your Sandbox feed',
  } as Record<string, string>,
  consent: {
    title: 'Sandbox · Authorise Postcraft',
    heading: 'Postcraft wants to access your Sandbox account',
    canDo: 'It will be able to:',
    username: 'Sandbox username',
    displayName: 'Display name (new accounts)',
    displayNamePlaceholder: 'My brand',
    allow: 'Allow',
    deny: 'Deny',
    note: 'The Sandbox is a test platform built into Postcraft: nothing here leaves this server. Accounts have no password; choosing a username signs you in as it.',
    badUsername: 'A username is 3 to 30 lowercase letters, digits, dots or underscores.',
  },
  errors: {
    title: 'Sandbox · Error',
    heading: 'Something went wrong',
    badParameters: 'Each parameter must be sent once, as text.',
    unknownClient: 'Unknown client_id.',
    unregisteredRedirect: 'This redirect_uri is not registered for the client.',
    badConsentForm: 'The consent form was not sent as the page sends it.',
    alreadyAnswered: 'This authorisation request was already answered.',
    noAccount: 'No Sandbox account has this username.',
    noPost: 'This post does not exist or was deleted.',
  },
  feed: {
    followers: (count: string) => `${count} followers`,
    posts: (count: number) => `${count} post${count === 1 ? '' : 's'}`,
    empty: 'Nothing published yet. Posts that Postcraft publishes to this account appear here.',
    postTitle: (username: string) => `Post by @${username} · Sandbox`,
    engagement: (figures: { likes: number; comments: number; shares: number; views: number }) =>
      `${figures.likes} likes · ${figures.comments} comments · ${figures.shares} shares · ${figures.views} views`,
  },
  home: {
    title: 'Sandbox',
    heading: 'The Sandbox: a social network for trying Postcraft',
    intro:
      'The Sandbox is a stand-in social network built into Postcraft. Connect a Sandbox account, then post or schedule to it as you would to Instagram or LinkedIn: no real account is needed, and nothing you publish here leaves this server. Each account has a public feed where its posts appear.',
    yourAccounts: 'Your Sandbox account',
    noAccount: 'You have not connected a Sandbox account yet.',
    needsReconnect: 'Needs a reconnect',
    seeFeed: 'See the feed',
    howToConnect: 'How to connect one',
    steps: [
      'In Postcraft, open your account menu and choose Autopilot preferences.',
      'In Connected accounts, choose Add Account, then Sandbox.',
      'Pick a username in the pop-up and choose Allow. The account then appears here, with a link to its feed.',
    ],
    openAccounts: 'Open Autopilot preferences',
    signedOut:
      'Sign in to Postcraft to see the Sandbox account you connected and its feed, or to connect one.',
    signIn: 'Sign in',
  },
};

export type SandboxTexts = typeof EN;

const FR: SandboxTexts = {
  badge: 'Sandbox',
  scopes: {
    profile: 'Voir votre profil Sandbox (nom d’utilisateur, nom affiché, abonnés)',
    publish: 'Publier et supprimer des posts sur votre fil Sandbox',
  },
  consent: {
    title: 'Sandbox · Autoriser Postcraft',
    heading: 'Postcraft demande l’accès à votre compte Sandbox',
    canDo: 'Postcraft pourra :',
    username: 'Nom d’utilisateur Sandbox',
    displayName: 'Nom affiché (nouveaux comptes)',
    displayNamePlaceholder: 'Ma marque',
    allow: 'Autoriser',
    deny: 'Refuser',
    note: 'La Sandbox est une plateforme de test intégrée à Postcraft : rien de ce qui s’y passe ne quitte ce serveur. Les comptes n’ont pas de mot de passe ; choisir un nom d’utilisateur vous connecte à ce compte.',
    badUsername:
      'Un nom d’utilisateur compte de 3 à 30 caractères : lettres minuscules, chiffres, points ou tirets bas.',
  },
  errors: {
    title: 'Sandbox · Erreur',
    heading: 'Un problème est survenu',
    badParameters: 'Chaque paramètre doit être envoyé une seule fois, sous forme de texte.',
    unknownClient: 'client_id inconnu.',
    unregisteredRedirect: 'Ce redirect_uri n’est pas enregistré pour ce client.',
    badConsentForm: 'Le formulaire d’autorisation n’a pas été envoyé comme la page l’envoie.',
    alreadyAnswered: 'Cette demande d’autorisation a déjà reçu une réponse.',
    noAccount: 'Aucun compte Sandbox ne porte ce nom d’utilisateur.',
    noPost: 'Ce post n’existe pas ou a été supprimé.',
  },
  feed: {
    followers: (count) => `${count} abonnés`,
    posts: (count) => `${count} post${count > 1 ? 's' : ''}`,
    empty:
      'Rien n’est encore publié. Les posts que Postcraft publie sur ce compte apparaissent ici.',
    postTitle: (username) => `Post de @${username} · Sandbox`,
    engagement: (figures) =>
      `${figures.likes} j’aime · ${figures.comments} commentaires · ${figures.shares} partages · ${figures.views} vues`,
  },
  home: {
    title: 'Sandbox',
    heading: 'La Sandbox : un réseau social pour essayer Postcraft',
    intro:
      'La Sandbox est un réseau social de substitution intégré à Postcraft. Connectez un compte Sandbox, puis publiez ou programmez des posts comme sur Instagram ou LinkedIn : aucun vrai compte n’est nécessaire, et rien de ce que vous publiez ici ne quitte ce serveur. Chaque compte a un fil public où ses posts apparaissent.',
    yourAccounts: 'Votre compte Sandbox',
    noAccount: 'Vous n’avez pas encore connecté de compte Sandbox.',
    needsReconnect: 'À reconnecter',
    seeFeed: 'Voir le fil',
    howToConnect: 'Comment en connecter un',
    steps: [
      'Dans Postcraft, ouvrez le menu de votre compte et choisissez Préférences du pilote automatique.',
      'Dans Comptes connectés, choisissez Ajouter un compte, puis Sandbox.',
      'Choisissez un nom d’utilisateur dans la fenêtre et cliquez sur Autoriser. Le compte apparaît alors ici, avec un lien vers son fil.',
    ],
    openAccounts: 'Ouvrir les préférences du pilote automatique',
    signedOut:
      'Connectez-vous à Postcraft pour voir le compte Sandbox que vous avez connecté et son fil, ou pour en connecter un.',
    signIn: 'Se connecter',
  },
};

export const SANDBOX_TEXTS: Readonly<Record<MailLanguage, SandboxTexts>> = { en: EN, fr: FR };
