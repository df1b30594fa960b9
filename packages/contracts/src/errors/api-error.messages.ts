import type { FrenchCatalogue } from '../i18n/message-catalogue.js';

/** What any call may answer, whatever its feature: sessions, security, reading the request. */
export const API_ERROR_MESSAGES = {
  notLoggedIn: 'Please log in to continue.',
  sessionEnded: 'Your session has ended. Please log in again.',
  csrfRefused: 'This request was refused for your security. Please reload the page and try again.',
  rateLimited: 'Too many attempts. Please try again later.',
  mailUnavailable:
    'Email cannot be sent right now, so no code could be sent. Please try again later.',
  alreadyExists: 'This already exists.',
  invalidValue: (field: string) => `Invalid value for ${field}`,
  invalidRequest: 'Invalid request',
  noRoute: (method: string, url: string) => `No route for ${method} ${url}`,
  unexpected: 'An unexpected error occurred',
  malformedUrl: 'The address contains an invalid percent-escape (%).',
  nulInUrl: 'The address contains a NUL character (%00).',
  bodyNotJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request body is too large.',
  tooManyFields: 'The form has too many fields.',
  encodingUnsupported:
    'This Content-Encoding is not supported: send the body as is, or gzip, deflate or br.',
  charsetUnsupported: 'This charset is not supported: send the body in UTF-8.',
  jsonOnly: 'This call takes a JSON body (Content-Type: application/json).',
  bodyUndecodable: 'The request body could not be decoded: it does not match its Content-Encoding.',
  requestUnreadable: 'The request could not be read.',
  fileNotFound: 'This file does not exist.',
  tooManyMediaMisses:
    'Too many requests for files that do not exist. Please try again in a minute.',
  uploadsRateLimited: 'Too many uploads in a short time. Please wait a minute and try again.',
  uploadsAtOnce: 'Too many uploads at once. Wait for one in progress to finish, then try again.',
} as const;

export const API_ERROR_MESSAGES_FR: FrenchCatalogue<typeof API_ERROR_MESSAGES> = {
  notLoggedIn: 'Veuillez vous connecter pour continuer.',
  sessionEnded: 'Votre session a pris fin. Veuillez vous reconnecter.',
  csrfRefused: 'Cette requête a été refusée pour votre sécurité. Rechargez la page et réessayez.',
  rateLimited: 'Trop de tentatives. Veuillez réessayer plus tard.',
  mailUnavailable:
    "Impossible d'envoyer un e-mail pour le moment : aucun code n'a pu être envoyé. Veuillez réessayer plus tard.",
  alreadyExists: 'Cet élément existe déjà.',
  invalidValue: (field) => `Valeur invalide pour ${field}`,
  invalidRequest: 'Requête invalide',
  noRoute: (method, url) => `Aucune route pour ${method} ${url}`,
  unexpected: "Une erreur inattendue s'est produite",
  malformedUrl: "L'adresse contient un échappement en pourcentage (%) invalide.",
  nulInUrl: "L'adresse contient un caractère NUL (%00).",
  bodyNotJson: "Le corps de la requête n'est pas un JSON valide.",
  bodyTooLarge: 'Le corps de la requête est trop volumineux.',
  tooManyFields: 'Le formulaire contient trop de champs.',
  encodingUnsupported:
    "Ce Content-Encoding n'est pas pris en charge : envoyez le corps tel quel, ou en gzip, deflate ou br.",
  charsetUnsupported: "Ce jeu de caractères n'est pas pris en charge : envoyez le corps en UTF-8.",
  jsonOnly: 'Cet appel attend un corps JSON (Content-Type: application/json).',
  bodyUndecodable:
    'Le corps de la requête ne peut pas être décodé : il ne correspond pas à son Content-Encoding.',
  requestUnreadable: "La requête n'a pas pu être lue.",
  fileNotFound: "Ce fichier n'existe pas.",
  tooManyMediaMisses:
    "Trop de demandes de fichiers qui n'existent pas. Veuillez réessayer dans une minute.",
  uploadsRateLimited:
    'Trop de fichiers envoyés en peu de temps. Patientez une minute et réessayez.',
  uploadsAtOnce: "Trop d'envois à la fois. Attendez la fin d'un envoi en cours, puis réessayez.",
};
