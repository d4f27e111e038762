/**
 * The five guides (spec §3). Pure data: imported by the API and the web app.
 */
import type { Guide, GuideSlug, MasterPoint } from './guide.types.js';
import { ACCENTS, guideLabel, type Accent } from './guide-index.js';
import { formatPrice } from './pricing.js';

export type { Guide, GuideSlug, Chapter, MasterPoint } from './guide.types.js';
export { ACCENTS, isGuideSlug, type Accent } from './guide-index.js';

export const DEFAULT_RATING = 4.9;
export const DEFAULT_REVIEW_COUNT = 200;

/** Page count of every full PDF (spec: guides are '40+ pages'). */
const FULL_GUIDE_PAGES = 44;

/** The current edition of the five PDFs (the date their files carry). */
const EDITION_2025 = '2025-01-01';

export const GUIDES: readonly Guide[] = [
  {
    id: 1,
    ...guideLabel('fabric-101'),
    subtitle: 'The fabric foundation every founder needs before the first mill meeting.',
    topics: ['fibres & yarns', 'weaves', 'knits', 'gsm & hand-feel', 'fit & drape', 'shrinkage', 'costing'],
    blurb:
      'Fibres, yarns, weaves, knits, GSM and lab testing in plain language, so you can brief a mill, read a spec sheet and choose fabric with confidence.',
    details:
      'Fabric 101 is the foundation course we wish every founder had before their first sampling round. It walks you from fibre to finished cloth: how fibres behave, how yarn count and twist change a fabric, why a twill drapes differently from a plain weave, and how knits stretch and recover. You will learn to read GSM and spec sheets, order the lab tests that prevent returns, such as ISO 6330 shrinkage and Martindale pilling, and cost fabric per metre against your target retail price.',
    image: '/images/guides/fabric-101.svg',
    price: formatPrice(2900),
    saleCents: 2900,
    listCents: 4900,
    featured: true,
    rating: 4.9,
    reviewCount: 342,
    pages: FULL_GUIDE_PAGES,
    editionDate: EDITION_2025,
    learningPoints: [
      'How natural, regenerated and synthetic fibres differ in strength, moisture regain, warmth and care',
      'How to read yarn counts (Ne, Nm, tex, denier) and why combed, ring-spun yarn feels smoother',
      'The difference between plain, twill and satin weaves, and between single jersey, rib and interlock knits',
      'Which GSM range suits a shirt, a T-shirt, a hoodie or a pair of chinos',
      'How to commission shrinkage, pilling and colourfastness tests and read the results',
      'How to cost fabric per metre, work out consumption per garment and negotiate MOQs',
    ],
    masterPoints: [
      {
        title: "Speak the mill's language",
        description: 'Brief suppliers with fibre content, construction, GSM, width and finish instead of vague adjectives.',
      },
      {
        title: 'Match fabric to garment',
        description: 'Choose weights and constructions that give each design the drape, stretch and structure it needs.',
      },
      {
        title: 'Prevent quality failures',
        description: 'Set test standards for shrinkage, pilling and colourfastness before bulk, not after the returns arrive.',
      },
      {
        title: 'Cost with confidence',
        description: 'Turn a price per metre, a cuttable width and a marker into an accurate fabric cost per garment.',
      },
    ],
    chapters: [
      { number: 1, title: 'Fibres: Where Every Fabric Begins' },
      { number: 2, title: 'From Fibre to Yarn' },
      { number: 3, title: 'Woven Fabrics: Plain, Twill and Satin' },
      { number: 4, title: 'Knitted Fabrics: Jersey, Rib and Interlock' },
      { number: 5, title: 'Weight, GSM and Hand-Feel' },
      { number: 6, title: 'Fit, Drape and Matching Fabric to Design' },
      { number: 7, title: 'Testing: Shrinkage, Pilling and Colourfastness' },
      { number: 8, title: 'Sourcing, MOQs and Costing' },
    ],
  },
  {
    id: 2,
    ...guideLabel('fabric-201-cotton'),
    subtitle: 'From staple length to garment dye: specify cotton like a garment technologist.',
    topics: ['staple length', 'pima & supima', 'organic & bci', 'jersey & poplin', 'denim & twill', 'mercerisation', 'shrinkage'],
    blurb:
      'Staple length, Pima and Supima, organic claims, jersey to denim, mercerisation and pre-shrinking: everything you need to specify cotton that lasts.',
    details:
      'Cotton is in almost every first collection, and so are its problems: tees that twist, hoodies that shrink a size, shirts that fade at the collar. Fabric 201 Cotton explains what really drives quality, from staple length, micronaire and varieties such as Pima, Supima and Egyptian Giza to combed, ring-spun and compact yarns. It covers jersey, poplin, twill, denim and canvas, then finishing: mercerisation, compacting, Sanforizing and garment dyeing. You will finish able to specify, test and cost cotton, and to check organic and Better Cotton claims.',
    image: '/images/guides/fabric-201-cotton.svg',
    price: formatPrice(1900),
    saleCents: 1900,
    listCents: 3900,
    featured: true,
    rating: 4.8,
    reviewCount: 267,
    pages: FULL_GUIDE_PAGES,
    editionDate: EDITION_2025,
    learningPoints: [
      'How staple length and micronaire decide softness, strength and pilling',
      'What separates Upland, Pima, Supima, Egyptian Giza and Sea Island cotton, and how to verify each claim',
      'What GOTS, OCS, Better Cotton and recycled-content certificates do and do not let you say',
      'When to choose carded, combed, open-end, compact or vortex yarn',
      'Typical GSM and ounce weights for jersey, fleece, poplin, twill, denim and canvas',
      'How mercerisation, compacting, Sanforizing and garment dyeing change the finished garment',
    ],
    masterPoints: [
      {
        title: 'Specify premium cotton',
        description: 'Write fabric specs that name fibre, yarn type, construction and finish, so every quote is comparable.',
      },
      {
        title: 'Stop shrinkage and twist',
        description: 'Set residual shrinkage and spirality limits and test them to AATCC 135 or ISO 6330 before bulk.',
      },
      {
        title: 'Make honest claims',
        description: 'Know which certificates and transaction documents back an organic, Supima or recycled claim.',
      },
      {
        title: 'Choose the right finish',
        description: 'Decide between piece dye, garment dye, mercerising and washing with their cost and risk in view.',
      },
    ],
    chapters: [
      { number: 1, title: 'The Cotton Fibre: Staple, Micronaire and Strength' },
      { number: 2, title: 'Cotton Varieties: Upland, Pima, Supima and Egyptian' },
      { number: 3, title: 'Organic, Better Cotton and Recycled: Claims and Certificates' },
      { number: 4, title: 'Spinning: Carded, Combed, Open-End and Compact Yarns' },
      { number: 5, title: 'Core Constructions: Jersey, Poplin, Twill, Denim and Canvas' },
      { number: 6, title: 'Finishing: Mercerisation, Pre-Shrinking and Garment Dye' },
      { number: 7, title: 'Testing Cotton: Shrinkage, Torque, Pilling and Colourfastness' },
      { number: 8, title: 'Sourcing and Costing Cotton' },
    ],
  },
  {
    id: 3,
    ...guideLabel('fabric-202-plant-based'),
    subtitle: 'Linen, hemp, viscose and lyocell: choose plant-based fabrics on facts, not stories.',
    topics: ['linen & hemp', 'viscose & modal', 'lyocell', 'cupro', 'bamboo claims', 'fsc sourcing', 'care'],
    blurb:
      'Linen, hemp, ramie, viscose, modal, lyocell, cupro and the truth about bamboo: how each fibre behaves, what it costs and how to source it responsibly.',
    details:
      'Plant-based fabrics sell on feel and on story, and both have to hold up. Fabric 202 Plant-Based covers the bast fibres, linen, hemp and ramie, and the regenerated cellulosics, viscose, modal, lyocell and cupro, explaining how each is made, how it drapes and where it fails. You will learn why viscose loses strength when wet, why lyocell can fibrillate, why linen creases, and what a bamboo label legally has to say. It closes with finishing, care labels and sourcing: FSC-certified pulp, European Flax, OEKO-TEX and the questions that separate a responsible mill from a green story.',
    image: '/images/guides/fabric-202-plant-based.svg',
    price: formatPrice(1900),
    saleCents: 1900,
    listCents: 3900,
    featured: true,
    rating: 4.7,
    reviewCount: 189,
    pages: FULL_GUIDE_PAGES,
    editionDate: EDITION_2025,
    learningPoints: [
      'How flax becomes linen, from retting and scutching to wet-spun line yarns',
      'Where hemp and ramie outperform linen, and where they fall short',
      'How viscose, modal, lyocell and cupro are made and how their wet strength compares',
      'Why most "bamboo" fabric is viscose, and how to label it lawfully',
      'How to manage creasing, fibrillation, shrinkage and seam slippage in plant-based fabrics',
      'Which certificates, from FSC and European Flax to OEKO-TEX, back a responsible sourcing claim',
    ],
    masterPoints: [
      {
        title: 'Pick the right cellulose',
        description: 'Choose between linen, hemp, viscose, modal, lyocell and cupro on drape, durability and price.',
      },
      {
        title: 'Prevent wet-strength failures',
        description: 'Specify finishes, seams and care labels that suit fibres which weaken when wet.',
      },
      {
        title: 'Label honestly',
        description: 'Name regenerated fibres correctly and back every origin claim with chain-of-custody documents.',
      },
      {
        title: 'Source responsibly',
        description: 'Ask mills the pulp origin, chemical recovery and certification questions that really matter.',
      },
    ],
    chapters: [
      { number: 1, title: 'Bast Fibres: Linen, Hemp and Ramie' },
      { number: 2, title: 'From Wood Pulp to Fibre: Viscose and Rayon' },
      { number: 3, title: 'Modal, Lyocell and TENCEL' },
      { number: 4, title: 'Cupro and Bamboo: Reading the Labelling Claims' },
      { number: 5, title: 'Responsible Sourcing: FSC, Closed-Loop and Certifications' },
      { number: 6, title: 'Care, Shrinkage and Testing' },
      { number: 7, title: 'Designing with Plant-Based Blends' },
      { number: 8, title: 'Sourcing, MOQs and Costing' },
    ],
  },
  {
    id: 4,
    ...guideLabel('fabric-203-animal-based'),
    subtitle: 'Wool, cashmere, alpaca and silk: buy luxury fibres by the numbers.',
    topics: ['wool micron', 'merino', 'cashmere', 'alpaca & mohair', 'silk momme', 'rws & welfare', 'care'],
    blurb:
      'Wool micron and merino grades, cashmere, alpaca, mohair, silk momme weights and welfare standards: buy luxury protein fibres by the numbers.',
    details:
      'Protein fibres carry the highest prices in fashion, which makes them the easiest place to overpay. Fabric 203 Animal-Based teaches you to buy wool, cashmere, alpaca, mohair and silk by measurable quality: fibre diameter in microns, fibre length, yarn count and momme weight. It explains why 17.5-micron merino feels soft against skin while 30-micron wool prickles, how to spot pilling risk in cheap cashmere, and which silk suits a slip dress. It also covers welfare standards such as RWS and mulesing-free wool, how to keep traceability documents from farm to fabric, and the care labels that protect your garments.',
    image: '/images/guides/fabric-203-animal-based.svg',
    price: formatPrice(1900),
    saleCents: 1900,
    listCents: 3900,
    featured: false,
    rating: 4.8,
    reviewCount: 214,
    pages: FULL_GUIDE_PAGES,
    editionDate: EDITION_2025,
    learningPoints: [
      'How fibre diameter in microns decides softness, prickle and price in wool',
      'How merino grades and worsted or woollen spinning change a knit or a suiting fabric',
      'How to judge cashmere, alpaca, mohair and camel by micron, length and origin',
      'What momme means for silk, and which weights suit charmeuse, crepe de chine and habotai',
      'What RWS, mulesing-free, RAS, RMS and the Good Cashmere Standard actually certify',
      'How to test pilling and felting shrinkage, and write care labels for protein fibres',
    ],
    masterPoints: [
      {
        title: 'Buy by micron',
        description: 'Specify fibre diameter and length so you get the softness you are paying for.',
      },
      {
        title: 'Choose the right silk',
        description: 'Match silk type and momme weight to the drape, opacity and durability each style needs.',
      },
      {
        title: 'Source with welfare in mind',
        description: 'Ask for RWS, RMS, RAS or GCS transaction certificates and understand what each one covers.',
      },
      {
        title: 'Protect the garment',
        description: 'Set pilling and felting limits and care instructions that keep protein fibres looking new.',
      },
    ],
    chapters: [
      { number: 1, title: 'Wool Fundamentals: Micron, Staple and Crimp' },
      { number: 2, title: 'Merino: Grades, Weights and Uses' },
      { number: 3, title: 'Animal Welfare: Mulesing-Free, RWS and Traceability' },
      { number: 4, title: 'Cashmere: Grades, Origin and Quality Checks' },
      { number: 5, title: 'Alpaca and Mohair' },
      { number: 6, title: 'Silk: Types, Weaves and Momme Weight' },
      { number: 7, title: 'Pilling, Felting, Care and Labelling' },
      { number: 8, title: 'Sourcing, MOQs and Costing' },
    ],
  },
  {
    id: 5,
    ...guideLabel('fabric-204-synthetic'),
    subtitle: 'Polyester, nylon and elastane: specify synthetics that perform and last.',
    topics: ['polyester & rpet', 'nylon', 'elastane', 'performance finishes', 'heat-setting', 'microfibre shedding', 'blends'],
    blurb:
      'Polyester, recycled PET, nylon, elastane and acrylic explained, with performance finishes, heat-setting, blends and microfibre shedding for activewear and beyond.',
    details:
      'Synthetics power activewear, swimwear, outerwear and most stretch fabrics, yet they are often bought on price alone. Fabric 204 Synthetic explains how polyester, nylon, elastane, acrylic and modacrylic are made, from melt spinning and filament counts to textured and staple yarns. You will learn when recycled PET or regenerated nylon is a real improvement, how much elastane a legging or a chino needs, why heat-setting controls shrinkage and edge curl, and how wicking and PFAS-free water repellency work. It closes with blends, GRS sourcing and the microfibre shedding tests retailers now ask for.',
    image: '/images/guides/fabric-204-synthetic.svg',
    price: formatPrice(1900),
    saleCents: 1900,
    listCents: 3900,
    featured: false,
    rating: 4.9,
    reviewCount: 298,
    pages: FULL_GUIDE_PAGES,
    editionDate: EDITION_2025,
    learningPoints: [
      'How filament, textured and spun synthetic yarns differ, and what denier and filament count tell you',
      'When recycled polyester and regenerated nylon are worth the premium, and how GRS backs the claim',
      'How much elastane different garments need, and how to protect it from heat and chlorine',
      'How heat-setting controls shrinkage, width and edge curl in synthetic knits',
      'How wicking, PFAS-free DWR and anti-odour finishes work and how long they last',
      'How to reduce microfibre shedding and pilling through yarn, construction and finishing choices',
    ],
    masterPoints: [
      {
        title: 'Specify performance',
        description: 'Write specs for stretch, recovery, wicking and water repellency that a mill can test against.',
      },
      {
        title: 'Use recycled content well',
        description: 'Choose recycled synthetics with verified content and realistic expectations on cost and minimums.',
      },
      {
        title: 'Control stretch fabrics',
        description: 'Set elastane content, heat-setting and recovery targets that keep garments in shape.',
      },
      {
        title: 'Reduce environmental impact',
        description: 'Cut microfibre shedding and chemical risk through construction, finishing and certification.',
      },
    ],
    chapters: [
      { number: 1, title: 'Polyester and Recycled PET (GRS)' },
      { number: 2, title: 'Nylon and Recycled Nylon' },
      { number: 3, title: 'Elastane: Percentages, Power and Recovery' },
      { number: 4, title: 'Acrylic and Modacrylic' },
      { number: 5, title: 'Performance Finishes: DWR, Wicking and Antimicrobials' },
      { number: 6, title: 'Microfibre Shedding and Heat-Setting' },
      { number: 7, title: 'Designing Synthetic and Natural Blends' },
      { number: 8, title: 'Testing, MOQs and Costing' },
    ],
  },
];

/** The valid slugs, in catalogue order. */
export const GUIDE_SLUGS: readonly GuideSlug[] = GUIDES.map((g) => g.slug);

export function findGuide(slug: string): Guide | undefined {
  return GUIDES.find((g) => g.slug === slug);
}

/** The guide's download address: its own downloadUrl, else `/api/download/{slug}`. */
export function downloadUrlOf(g: Guide): string {
  return g.downloadUrl ?? `/api/download/${g.slug}`;
}

/** Featured guides in catalogue order, at most `limit` (home shows at most 3). */
export function featuredGuides(limit = 3): Guide[] {
  return GUIDES.filter((g) => g.featured).slice(0, Math.max(0, limit));
}

/** Every guide except the one with this slug (the 'Related Guides' section). */
export function relatedGuides(slug: string): Guide[] {
  return GUIDES.filter((g) => g.slug !== slug);
}

/** Shown under 'What You'll Master' when a guide has no masterPoints of its own. */
export const DEFAULT_MASTER_POINTS: readonly MasterPoint[] = [
  {
    title: 'Choose fabrics with confidence',
    description: 'Match fibre, construction and weight to each design instead of relying on swatch-table instinct.',
  },
  {
    title: 'Brief suppliers clearly',
    description: 'Send mills specifications they can quote and produce against, with fewer sampling rounds.',
  },
  {
    title: 'Set measurable quality standards',
    description: 'Name the shrinkage, pilling and colourfastness tests and the pass levels your products must meet.',
  },
  {
    title: 'Protect your margins',
    description: 'Understand what drives fabric cost, minimums and lead times so you can negotiate from knowledge.',
  },
];

const GREEN_CHECKOUT_SLUGS: readonly GuideSlug[] = ['fabric-101', 'fabric-201-cotton', 'fabric-202-plant-based'];

/** Spec §2: 'Checkout uses green for guides 101 to 202'; 203 and 204 keep their own accent. */
export function checkoutAccent(slug: GuideSlug): Accent {
  return GREEN_CHECKOUT_SLUGS.includes(slug) ? ACCENTS['fabric-202-plant-based'] : ACCENTS[slug];
}
