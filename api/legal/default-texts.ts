import type { LegalDocId } from '../../shared/legal.js';

/**
 * The default legal texts, written for a UK/EU shop selling downloadable PDF guides and
 * taking service enquiries. They are copied to $STORAGE_DIR/legal/<doc>.md on first start,
 * where the owner edits them. `{{...}}` placeholders take the shop's details from the
 * configuration (api/legal/legal-text.ts lists them), in the defaults and in edited texts.
 */
export const DEFAULT_LEGAL_TEXTS: Readonly<Record<LegalDocId, string>> = {
  terms: `These terms apply to every purchase from the {{shopName}} website ({{website}}) and to enquiries you send us. Please read them before you buy. By ticking the box at checkout and paying, you accept them.

## 1. Who we are

The shop is run by {{legalName}}, {{address}}. You can reach us at {{email}}. {{vatStatement}} Our full details are on the [Imprint and Contact](/imprint) page.

## 2. What we sell

We sell fabric guides as downloadable PDF files ("digital content"). Each guide page describes the guide: its subject, number of pages and edition. Screenshots and sample pages show the kind of content inside; the layout of the full file may differ slightly.

We also take enquiries for brand building, tech pack generation and garment production. Sending an enquiry does not create a contract: any paid service is agreed separately, in writing, with its own price and terms.

## 3. Prices and payment

Prices are shown in US dollars on the guide and checkout pages and include any VAT or sales tax we are required to charge. The price you pay is the total shown on the checkout page when you confirm the payment. Add-on guides offered at checkout are sold at the add-on price shown there.

Payments are taken by card through our payment processor, Stripe. We never see or store your full card number. Your card issuer or bank may charge currency conversion fees; these are outside our control.

## 4. How the contract is made

When you press the payment button, you make an offer to buy the guides in your order. The contract is formed when your payment is confirmed and we show the thank-you page or send the receipt e-mail, whichever comes first. We send a receipt with your order number and download links to the e-mail address you give at checkout.

## 5. Delivery of the guides

The guides are available to download immediately after payment: from the thank-you page, from the links in your receipt e-mail (which expire after a while; you can ask for fresh ones) and from your account if you create one with the same e-mail address. Each PDF carries your e-mail address and order number in its page footers.

## 6. Your right of withdrawal and immediate delivery

If you are a consumer in the UK or the EU, you normally have 14 days to withdraw from a distance contract without giving a reason. For digital content that is not supplied on a physical medium, this right ends once the supply has begun, if you have agreed to immediate supply and acknowledged that you lose the right of withdrawal (UK Consumer Contracts Regulations 2013, regulation 37; EU Directive 2011/83/EU, article 16(m)).

At checkout we therefore ask you to tick a box confirming that you want immediate access to the guides and that you understand you lose your right of withdrawal once the download is available. We cannot take your payment without that confirmation. We record which version of these terms you agreed to and when, and confirm it in your receipt.

This does not affect your rights if a guide is faulty or not as described: see the [Refund Policy](/refund-policy).

## 7. Licence to use the guides

Buying a guide gives you a personal, non-exclusive, non-transferable licence to read it, print it and use what you learn in your own business, including your brand's products and tech packs. You may not resell, share, publish or upload the files or substantial parts of them, or remove the footer that identifies your copy. The guides and their text, illustrations and layout remain the copyright of {{legalName}}.

## 8. Faulty guides and our liability

If a file is damaged, will not open or is materially different from its description, tell us and we will fix it, send a correct file or refund you, as set out in the [Refund Policy](/refund-policy).

The guides are educational material. They reflect our experience and the best information available to us at the time of the edition, but fabric behaviour varies between mills, lots and finishes: test materials before you commit to production. To the extent the law allows, we are not liable for losses caused by decisions you make based on the guides, for business losses (such as lost profit, revenue or opportunity) or for losses we could not reasonably foresee. Our total liability for a purchase is limited to the price you paid for it.

Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or any other liability that cannot be limited by law, and nothing affects your statutory rights as a consumer.

## 9. Your account

You can create an account to keep your purchases in one place. Keep your password private; you are responsible for what happens in your account until you tell us it has been misused. We may suspend an account that is used to share guides publicly or to attack the site.

## 10. Enquiries and files you send us

When you send an enquiry you confirm that you may share the information and files you attach with us. We use them only to answer and quote for your request, as described in the [Privacy Policy](/privacy). Please do not send files you need to keep confidential from us without telling us.

## 11. Changes to these terms

We may update these terms from time to time. The version that applies to your order is the one you agreed to at checkout; the date of the current version is shown at the top of this page.

## 12. Law and disputes

These terms are governed by the law of England and Wales. If you are a consumer, you can bring proceedings in the courts of England and Wales or in the courts where you live, and you keep the protection of the mandatory consumer law of the country where you live. If you have a complaint, please write to {{email}} first; we aim to answer within two working days.
`,

  privacy: `This policy explains what personal data {{legalName}} ("we") collects through the {{shopName}} website ({{website}}), why, who helps us process it, how long we keep it and what rights you have. We are the data controller. You can contact us about your data at {{email}} or by post at {{address}}.

## What we collect and why

**When you buy a guide:** your e-mail address, the guides you bought, the price, the time of purchase and your order number. Your card details go directly to our payment processor, Stripe; we only receive the payment's status, the card brand and its last four digits. We also record which version of our Terms you agreed to at checkout and when. *Legal basis:* performance of the contract with you, and our legal obligation to keep accounting records.

**When you download a guide:** the time, your IP address and browser type, linked to the order. Each PDF is stamped with your e-mail address and order number. *Legal basis:* our legitimate interest in delivering your purchase, preventing the guides from being shared without permission and handling disputes.

**When you create an account:** your username, e-mail address and a scrambled (hashed) form of your password, which we cannot read. *Legal basis:* performance of the contract (giving you access to your purchases).

**When you send an enquiry:** your name, e-mail address, company, the details of your request and any files you attach. *Legal basis:* steps taken at your request before entering into a contract, and our legitimate interest in answering messages.

**When you sign up for the newsletter:** your e-mail address, the time you signed up and the wording you agreed to. We send a confirmation e-mail first and add you to the list only after you click its link. *Legal basis:* your consent, which you can withdraw at any time with the unsubscribe link in every e-mail.

**When you use the site:** our server logs the address of each request, your IP address, browser type and the time, to keep the site secure and working. *Legal basis:* our legitimate interest in running a secure website.

We do not sell your data, and we do not use it for automated decisions or profiling.

## Who processes it for us

- **Stripe** (Stripe Payments Europe Ltd and Stripe, Inc.) takes card payments and handles fraud checks, refunds and disputes. Stripe is an independent controller for some of this data; see stripe.com/privacy.
- **Our e-mail provider** delivers receipts, download links, account e-mails, newsletter confirmations and the notifications of your enquiries to us.
- **Our hosting provider** runs the server and stores the database and uploaded files.

Some of these providers may process data outside the UK or the EEA. Where they do, the transfer is covered by an adequacy decision or by the standard contractual clauses approved by the UK and the European Commission.

## How long we keep it

- Orders, receipts and payment records: six years after the end of the financial year of the purchase, as UK tax law requires.
- Download records: as long as we keep the order they belong to.
- Checkouts that were never paid: deleted after 24 hours.
- Accounts: until you ask us to delete your account; purchases stay in our order records as above.
- Enquiries and their attachments: up to two years after our last exchange, unless they lead to a contract, in which case they are kept with that contract's records.
- Newsletter: until you unsubscribe; sign-ups that are never confirmed are deleted after 72 hours. After you unsubscribe we keep your address and the time only to show that we respected your choice.
- Server logs: up to 30 days.

## Cookies

The site sets one cookie: a session cookie that keeps your checkout, your purchases in this browser and your sign-in together. It is strictly necessary for the shop to work, so it does not need your consent. It contains only a random identifier, is not readable by scripts on the page and expires after 30 days without a visit. We do not use analytics, advertising or other tracking cookies.

## Your rights

You have the right to access the personal data we hold about you, to have it corrected, to have it deleted, to restrict or object to its use, and to receive it in a portable format. Where we rely on your consent, you can withdraw it at any time without affecting what was done before. To use any of these rights, e-mail {{email}}; we answer within one month.

If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office (ico.org.uk) in the UK or to the data protection authority of the EU country where you live. We would appreciate the chance to deal with your concern first.

## Changes

We update this policy when the way we handle data changes. The date of the current version is shown at the top of this page.
`,

  'refund-policy': `We want you to be happy with every guide you buy. This policy explains when you can get a refund. It is part of our [Terms and Conditions](/terms) and does not affect your statutory rights.

## Digital content and the right of withdrawal

Our guides are digital content delivered immediately after payment. At checkout you ask for immediate access and confirm that you understand you lose the 14-day right of withdrawal once the download is available. For that reason we do not normally give refunds because you have changed your mind after buying.

If you have paid but no download has been made available to you yet (for example, the payment went through but the thank-you page did not load and you never received the receipt), you may still cancel: e-mail us within 14 days and we will refund you in full.

## Faulty or misdescribed guides

If a guide is faulty or not as described, you are entitled to a remedy:

- **A file that will not open, is incomplete or is damaged:** we send you a working copy. If we cannot, we refund you in full.
- **A guide that is materially different from its description** on the guide page: we refund you in full.
- **A guide bought twice by mistake** (for example, once with and once without an account): we refund the duplicate purchase.

Please tell us within 30 days of your purchase, with your order number and a short description of the problem. We answer within two working days.

## How to ask for a refund

E-mail {{email}} with your order number (it starts with TW- and is in your receipt) and the e-mail address you used at checkout. We refund the amount you paid to the card you paid with, through Stripe, within 14 days of agreeing the refund. Depending on your bank it can take another 5 to 10 working days to appear on your statement.

When a guide is refunded, its download links and the download in your account stop working.

## Chargebacks

If something has gone wrong, please contact us before you dispute a payment with your bank: we can usually solve it faster. While a payment is disputed, access to the guides in that order is suspended.

## Contact

{{legalName}}, {{address}}. E-mail: {{email}}.
`,

  imprint: `## Who runs this shop

**{{legalName}}**
{{address}}

E-mail: {{email}}
Website: {{website}}

{{vatStatement}}

## Contact

For questions about an order, a download or a refund, e-mail {{email}} with your order number. For brand building, tech packs and garment production, use our [enquiry forms](/contact) so that we have the details we need. We answer within two working days.

## Online dispute resolution

We are not obliged and not willing to take part in dispute resolution proceedings before a consumer arbitration board. If you have a complaint, please write to us first: most problems are solved quickly by e-mail.

## Responsibility for content

We write the guides and the pages of this website with care, but we cannot guarantee that every piece of information is complete and up to date. Links to other websites are provided for convenience; we are not responsible for their content.

## Legal texts

- [Terms and Conditions](/terms)
- [Refund Policy](/refund-policy)
- [Privacy Policy](/privacy)
`,
};
