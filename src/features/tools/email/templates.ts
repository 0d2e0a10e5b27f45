/* eslint-disable lingui/no-unlocalized-strings -- the templates are content in the buyer's language, chosen by the seller, not the portal's interface */
/**
 * Buyer messages a seller commonly sends, in the buyer's language (not the portal's: these are
 * content, chosen by the seller), and a checker for what Amazon's buyer-seller messaging rules
 * forbid: links, e-mail addresses, incentives and asking for a positive review.
 */

export type TemplateId =
  'shipping-delay' | 'return-instructions' | 'product-information' | 'review-request';
export type TemplateLanguage = 'en' | 'de' | 'fr' | 'es' | 'ja';

export const TEMPLATE_IDS: TemplateId[] = [
  'shipping-delay',
  'return-instructions',
  'product-information',
  'review-request',
];
export const TEMPLATE_LANGUAGES: TemplateLanguage[] = ['en', 'de', 'fr', 'es', 'ja'];

/** The fields a template is filled with. */
export interface TemplateFields {
  buyer: string;
  order: string;
  product: string;
  seller: string;
  /** The new delivery date, or the return deadline. */
  date: string;
  /** Free text: the product details, or the return steps. */
  details: string;
}

export const TEMPLATE_FIELD_KEYS: (keyof TemplateFields)[] = [
  'buyer',
  'order',
  'product',
  'seller',
  'date',
  'details',
];

interface Template {
  subject: string;
  body: string;
}

export const TEMPLATES: Record<TemplateId, Record<TemplateLanguage, Template>> = {
  'shipping-delay': {
    en: {
      subject: 'Update on your order {order}',
      body: 'Dear {buyer},\n\nThank you for your order {order} of {product}. We are sorry to let you know that it will arrive later than planned. The new estimated delivery date is {date}.\n\nWe apologise for the inconvenience. If you have any questions, please reply through Amazon messaging.\n\nKind regards,\n{seller}',
    },
    de: {
      subject: 'Aktuelle Information zu Ihrer Bestellung {order}',
      body: 'Sehr geehrte/r {buyer},\n\nvielen Dank für Ihre Bestellung {order} ({product}). Leider verzögert sich die Lieferung. Das neue voraussichtliche Lieferdatum ist der {date}.\n\nWir entschuldigen uns für die Unannehmlichkeiten. Bei Fragen antworten Sie bitte über das Amazon-Nachrichtensystem.\n\nMit freundlichen Grüßen\n{seller}',
    },
    fr: {
      subject: 'Information sur votre commande {order}',
      body: 'Bonjour {buyer},\n\nMerci pour votre commande {order} ({product}). Nous sommes désolés de vous informer que la livraison aura du retard. La nouvelle date de livraison estimée est le {date}.\n\nNous vous prions de nous excuser pour ce désagrément. Pour toute question, répondez via la messagerie Amazon.\n\nCordialement,\n{seller}',
    },
    es: {
      subject: 'Novedades sobre su pedido {order}',
      body: 'Estimado/a {buyer}:\n\nGracias por su pedido {order} ({product}). Lamentamos informarle de que la entrega se retrasará. La nueva fecha estimada de entrega es el {date}.\n\nDisculpe las molestias. Si tiene alguna pregunta, responda a través de la mensajería de Amazon.\n\nAtentamente,\n{seller}',
    },
    ja: {
      subject: 'ご注文 {order} の配送について',
      body: '{buyer} 様\n\nこの度はご注文 {order}（{product}）をいただき、誠にありがとうございます。誠に申し訳ございませんが、お届けが遅れる見込みです。新しいお届け予定日は {date} です。\n\nご迷惑をおかけし申し訳ございません。ご不明な点がございましたら、Amazon のメッセージ機能でご連絡ください。\n\n{seller}',
    },
  },
  'return-instructions': {
    en: {
      subject: 'Return instructions for order {order}',
      body: 'Dear {buyer},\n\nWe have received your return request for {product} (order {order}). Please follow these steps:\n{details}\n\nPlease send the item back by {date}. We will process your refund as soon as it arrives.\n\nKind regards,\n{seller}',
    },
    de: {
      subject: 'Rücksendeinformationen zur Bestellung {order}',
      body: 'Sehr geehrte/r {buyer},\n\nwir haben Ihre Rücksendeanfrage für {product} (Bestellung {order}) erhalten. Bitte gehen Sie wie folgt vor:\n{details}\n\nBitte senden Sie den Artikel bis zum {date} zurück. Die Erstattung erfolgt, sobald er bei uns eingegangen ist.\n\nMit freundlichen Grüßen\n{seller}',
    },
    fr: {
      subject: 'Instructions de retour pour la commande {order}',
      body: 'Bonjour {buyer},\n\nNous avons bien reçu votre demande de retour pour {product} (commande {order}). Voici la marche à suivre :\n{details}\n\nMerci de renvoyer l’article avant le {date}. Le remboursement sera effectué dès sa réception.\n\nCordialement,\n{seller}',
    },
    es: {
      subject: 'Instrucciones de devolución del pedido {order}',
      body: 'Estimado/a {buyer}:\n\nHemos recibido su solicitud de devolución de {product} (pedido {order}). Siga estos pasos:\n{details}\n\nEnvíe el artículo antes del {date}. Tramitaremos el reembolso en cuanto lo recibamos.\n\nAtentamente,\n{seller}',
    },
    ja: {
      subject: 'ご注文 {order} の返品手順',
      body: '{buyer} 様\n\n{product}（ご注文 {order}）の返品リクエストを承りました。以下の手順でお手続きください。\n{details}\n\n{date} までに商品をご返送ください。到着を確認次第、返金手続きをいたします。\n\n{seller}',
    },
  },
  'product-information': {
    en: {
      subject: 'Information about {product}',
      body: 'Dear {buyer},\n\nThank you for your order {order}. Here is some information to help you get the most from {product}:\n{details}\n\nIf you have any questions, please reply through Amazon messaging.\n\nKind regards,\n{seller}',
    },
    de: {
      subject: 'Informationen zu {product}',
      body: 'Sehr geehrte/r {buyer},\n\nvielen Dank für Ihre Bestellung {order}. Hier finden Sie hilfreiche Informationen zu {product}:\n{details}\n\nBei Fragen antworten Sie bitte über das Amazon-Nachrichtensystem.\n\nMit freundlichen Grüßen\n{seller}',
    },
    fr: {
      subject: 'Informations sur {product}',
      body: 'Bonjour {buyer},\n\nMerci pour votre commande {order}. Voici quelques informations utiles sur {product} :\n{details}\n\nPour toute question, répondez via la messagerie Amazon.\n\nCordialement,\n{seller}',
    },
    es: {
      subject: 'Información sobre {product}',
      body: 'Estimado/a {buyer}:\n\nGracias por su pedido {order}. Le enviamos información útil sobre {product}:\n{details}\n\nSi tiene alguna pregunta, responda a través de la mensajería de Amazon.\n\nAtentamente,\n{seller}',
    },
    ja: {
      subject: '{product} のご案内',
      body: '{buyer} 様\n\nご注文 {order} をいただき、ありがとうございます。{product} をご活用いただくための情報をお送りします。\n{details}\n\nご不明な点がございましたら、Amazon のメッセージ機能でご連絡ください。\n\n{seller}',
    },
  },
  'review-request': {
    en: {
      subject: 'Your feedback on order {order}',
      body: 'Dear {buyer},\n\nThank you for your recent order of {product}. We would appreciate it if you could share your experience by leaving a review of the product on Amazon. Your honest opinion helps other customers.\n\nKind regards,\n{seller}',
    },
    de: {
      subject: 'Ihre Meinung zur Bestellung {order}',
      body: 'Sehr geehrte/r {buyer},\n\nvielen Dank für Ihre Bestellung von {product}. Wir würden uns freuen, wenn Sie Ihre Erfahrung in einer Rezension auf Amazon teilen. Ihre ehrliche Meinung hilft anderen Kunden.\n\nMit freundlichen Grüßen\n{seller}',
    },
    fr: {
      subject: 'Votre avis sur la commande {order}',
      body: 'Bonjour {buyer},\n\nMerci pour votre commande de {product}. Nous vous serions reconnaissants de partager votre expérience en laissant un commentaire sur Amazon. Votre avis sincère aide les autres clients.\n\nCordialement,\n{seller}',
    },
    es: {
      subject: 'Su opinión sobre el pedido {order}',
      body: 'Estimado/a {buyer}:\n\nGracias por su pedido de {product}. Le agradeceríamos que compartiera su experiencia dejando una reseña en Amazon. Su opinión sincera ayuda a otros clientes.\n\nAtentamente,\n{seller}',
    },
    ja: {
      subject: 'ご注文 {order} についてのご感想',
      body: '{buyer} 様\n\nこの度は {product} をご購入いただき、ありがとうございます。よろしければ、Amazon の商品レビューでご感想をお聞かせください。率直なご意見は他のお客様の参考になります。\n\n{seller}',
    },
  },
};

/** A template filled with the fields; empty fields keep their `{placeholder}` visible. */
export function fillTemplate(template: Template, fields: Partial<TemplateFields>): Template {
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (whole, key: string) => {
      const value = fields[key as keyof TemplateFields];
      return value && value.trim() ? value.trim() : whole;
    });
  return { subject: fill(template.subject), body: fill(template.body) };
}

export type RuleId = 'link' | 'email' | 'incentive' | 'positive-review' | 'review-change';

export interface RuleHit {
  rule: RuleId;
  /** The text that broke the rule. */
  match: string;
  index: number;
}

const RULES: { rule: RuleId; pattern: RegExp }[] = [
  { rule: 'email', pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)+/g },
  {
    rule: 'link',
    pattern:
      /\bhttps?:\/\/\S+|\bwww\.\S+|\b[\w-]+\.(com|net|org|info|shop|store|io|co|cn|de|fr|es|it|jp|uk)\b(\/\S*)?/gi,
  },
  {
    rule: 'incentive',
    pattern:
      /\b(discount|coupon|voucher|gift ?card|promo(tion)? code|cash ?back|reward|free (gift|product|item|sample)s?|for free|Rabatt|Gutschein|Geschenk|kostenlos|gratis|réduction|remise|bon d['’]achat|cadeau|gratuit|descuento|cupón|regalo)\b|割引|クーポン|無料|プレゼント|ギフト|特典|キャッシュバック/gi,
  },
  {
    rule: 'positive-review',
    pattern:
      /\b(positive|good|great|favou?rable|glowing) (review|feedback|rating)s?\b|\b(5|five)[ -]?stars?\b|\bpositive Bewertung(en)?\b|\b(5|fünf) Sterne\b|\bavis (positif|favorable)s?\b|\b(5|cinq) étoiles\b|\b(reseña|opinión|valoración) positiva\b|\b(5|cinco) estrellas\b|高評価|星5|★5|五つ星|良いレビュー/gi,
  },
  {
    rule: 'review-change',
    pattern:
      /\b(change|remove|update|delete|revise) (your|the) (review|feedback|rating)\b|Bewertung (ändern|löschen)|modifier (votre|l['’]) ?avis|cambiar (su|la) (reseña|opinión)|レビューの(変更|削除)/gi,
  },
];

/** What Amazon's buyer-seller messaging rules forbid in a text, in text order. */
export function checkMessage(text: string): RuleHit[] {
  const hits: RuleHit[] = [];
  for (const { rule, pattern } of RULES) {
    for (const match of text.matchAll(pattern)) {
      const index = match.index ?? 0;
      // An e-mail address also looks like a link: report it once, as an address.
      if (
        rule === 'link' &&
        hits.some(
          (hit) =>
            hit.rule === 'email' && index >= hit.index && index < hit.index + hit.match.length,
        )
      )
        continue;
      hits.push({ rule, match: match[0], index });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}
