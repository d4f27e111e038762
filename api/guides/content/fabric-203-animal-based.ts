/**
 * Body text of the Animal-Based 203 PDF. Chapter numbers and titles match `chapters` of
 * 'fabric-203-animal-based' in ../catalogue.ts (see chapter-titles-202-204.md). Pure data.
 */
import type { GuideContent } from './types.js';

export const content: GuideContent = {
  slug: 'fabric-203-animal-based',
  introduction: [
    'Animal fibres are the luxury end of most collections: the merino base layer that can be worn for days, the cashmere sweater that anchors a winter drop, the silk slip dress that sells the campaign. They are also the materials where the gap between a good and a bad purchase is widest. Two sweaters labelled ‘100% cashmere’ can differ threefold in fibre cost, and two silks sold as ‘satin’ can differ by half in weight. Without a technical vocabulary, founders usually pay for the difference without receiving it.',
    'This guide covers wool and its measurement in microns, merino grades, animal welfare standards such as the Responsible Wool Standard and mulesing-free sourcing, then cashmere, alpaca, mohair and silk with its momme weights. It turns next to the problems customers actually complain about, pilling, felting, moth damage and confusing care labels, and finishes with sourcing, minimums and costing for yarns, knitwear and woven cloth, including worked examples you can adapt to your own products.',
    'Every chapter is written the way a garment technologist would brief a new product developer. You will find fibre diameters, GSM and momme ranges, the test standards laboratories and retailers quote, including ISO 12945 for pilling, ISO 6330 and AATCC 135 for washing and the ISO 105 series for colourfastness, and the questions that reveal whether a supplier really knows its fibre. Each chapter closes with a supplier checklist and a short glossary that you can share with your team and your factories.',
  ],
  chapters: [
    {
      number: 1,
      title: 'Wool Fundamentals: Micron, Staple and Crimp',
      summary:
        'Fibre diameter, length and crimp decide how a wool feels, how it spins and how it wears. This chapter explains how they are measured and how to read a mill’s specification.',
      sections: [
        {
          heading: 'Fibre diameter: the micron count',
          paragraphs: [
            'The single most important measure of wool quality is mean fibre diameter, expressed in microns, each one thousandth of a millimetre. Finer fibres bend more easily against the skin, so they feel softer and cause less prickle. Diameter is measured on cleaned samples by instruments such as the Laserscan and the OFDA, using methods published by the International Wool Textile Organisation (IWTO). Wool sold at auction in Australia carries an objective test certificate that reports diameter, yield and other measurements, so the figures exist; ask to see them.',
            'Prickle depends on the proportion of coarse fibres rather than on the average alone. Fibres thicker than about 30 microns do not bend when they press against the skin and are felt as an itch. The comfort factor, the percentage of fibres finer than 30 microns, is therefore a better predictor of next-to-skin comfort than the mean. For base layers and knitwear worn against the neck, look for a comfort factor above 95 percent, which in practice usually means a mean diameter of around 21 microns or finer.',
            'The trade groups wool diameters into broad bands. The names vary between markets and brokers, but the ranges below are the ones most buyers use when talking to Australian and New Zealand suppliers, spinners and top makers. Use them as a shared vocabulary, and always ask for the actual test figures for the wool, top or yarn, because a name such as ‘fine merino’ or ‘extra fine’ carries no legal definition on its own and can be stretched to suit a price.',
          ],
          bullets: [
            'Ultrafine: 15.5 microns and finer, for luxury suiting and fine knitwear',
            'Superfine: about 15.6–18.5 microns, for premium base layers, jersey and knitwear',
            'Fine: about 18.6–19.5 microns, for everyday merino knitwear and jersey',
            'Medium: about 19.6–22.5 microns, for durable knitwear, socks and woven cloth',
            'Strong and crossbred: above 22.5 microns, for outerwear, tweeds, chunky knits and interiors',
          ],
        },
        {
          heading: 'Length, crimp and the two spinning systems',
          paragraphs: [
            'Staple length is the length of a lock of wool as it grew on the sheep, typically 50 to 120 millimetres for merino. Longer fibres are combed into tops and spun on the worsted system into smooth, strong, even yarns for suiting, fine jersey and fully fashioned knitwear. Shorter fibres are carded and spun on the woollen system into lofty, hairy yarns with more trapped air, used for tweeds, flannels, Shetland-style knitwear and blankets. The same micron can therefore produce very different products depending on the spinning system.',
            'Crimp is the natural wave along each wool fibre, and finer wools have more crimp per centimetre. Crimp gives wool its bulk, resilience and elasticity, which is why a wool jumper springs back after stretching and why wool fabrics shed creases better than cotton or linen. Wool fibres can extend by around 25 to 35 percent before breaking and recover well from smaller stretches. This elasticity, together with a moisture regain of about 15 to 17 percent, explains wool’s comfort across a wide range of temperatures and activity levels.',
            'Wool yarns are counted in the metric system, Nm, the number of kilometres per kilogram, written with the number of plies first. A 2/48 Nm yarn is two plies of a 48 Nm single, equivalent to a 24 Nm two-ply yarn, and suits fine 14 to 16 gauge knitwear or fine jersey. Heavier knitwear uses 2/28 Nm on 12 gauge machines, or several ends together on 7 and 5 gauge. When comparing yarn prices, compare the same count and micron, because finer counts cost noticeably more to spin.',
          ],
        },
        {
          heading: 'Reading a wool specification',
          paragraphs: [
            'A proper wool fabric or yarn specification states the fibre type and origin, the mean micron, whether the yarn is worsted or woollen spun, the yarn count and, for fabric, the weave, GSM and finish. For knitwear it should state yarn count, number of ends, machine gauge and finished garment weight. Vague descriptions such as ‘fine wool’, ‘soft merino’ or ‘Italian yarn’ are not specifications. If a supplier cannot give you the micron and the count, it either does not know or does not want you to compare.',
            'Woven wool weights span a wide range. Tropical and summer suitings run from about 200 to 250 GSM, year-round worsted suiting from 250 to 320 GSM, flannels from 280 to 380 GSM, and coatings such as melton, boiled wool and double-faced cloth from 450 to 750 GSM. Wool jersey ranges from about 150 GSM for a lightweight T-shirt to 300 GSM for a midlayer. British and Italian mills often quote suiting in grams per running metre rather than GSM, so always confirm which unit you are reading.',
            'Wool tops, yarns and fabrics are also sold with a ‘Super’ number, such as Super 100s or Super 150s. Under the IWTO code of practice and US law, each Super number corresponds to a maximum mean fibre diameter: Super 100s is 18.75 microns or finer, Super 120s 17.75 microns and Super 150s 16.25 microns, with half a micron for each step of ten. Higher numbers feel finer but are less durable, so Super 100s to 130s remain the working range for suits that will be worn often.',
          ],
        },
      ],
      checklist: [
        'Ask for the mean micron and, for next-to-skin products, the comfort factor or an IWTO-method test report.',
        'Confirm whether the yarn is worsted or woollen spun, and its count in Nm including the number of plies.',
        'For knitwear, specify yarn count, ends, gauge and target finished weight for each size.',
        'For woven cloth, confirm whether weight is quoted in GSM or in grams per running metre.',
        'Check that any ‘Super’ number on labels matches the IWTO diameter limits.',
        'Keep a signed hand-feel reference swatch for every wool quality you approve.',
      ],
      keyTerms: [
        { term: 'Micron', definition: 'One thousandth of a millimetre; the unit used to express mean wool fibre diameter.' },
        {
          term: 'Comfort factor',
          definition: 'The percentage of fibres finer than 30 microns; a guide to how prickly a wool will feel next to skin.',
        },
        { term: 'Worsted', definition: 'A spinning system using long, combed fibres to make smooth, strong, even yarns.' },
        { term: 'Woollen', definition: 'A spinning system using shorter, carded fibres to make lofty, hairy, warm yarns.' },
        {
          term: 'Nm (metric count)',
          definition: 'Kilometres of yarn per kilogram; written as plies over single count, for example 2/48 Nm.',
        },
      ],
    },
    {
      number: 2,
      title: 'Merino: Grades, Weights and Uses',
      summary:
        'Merino is the fine-wool sheep behind most premium wool apparel. Learn where it comes from, which grades suit which products and how it is engineered for washability and durability.',
      sections: [
        {
          heading: 'Where merino comes from',
          paragraphs: [
            'Merino sheep were bred in Spain for fine wool and now dominate fine-wool production in Australia, which grows the majority of the world’s apparel merino, along with South Africa, New Zealand, Argentina and Uruguay. Australian wool is sold mainly through open-cry auctions, with prices reported against the AWEX Eastern Market Indicator, while much New Zealand merino is sold on forward contracts to brands through companies such as The New Zealand Merino Company. This difference affects how easily you can trace a garment back to its farms.',
            'Because merino prices move with the auction, yarn prices change through the season. Spinners usually fix a price for a given quantity and period, and large brands forward-buy to manage risk. As a smaller brand you will usually buy from a spinner’s price list or a knitter’s stock, so ask how long a quoted price is valid and whether it is linked to a wool market indicator. A delay of a few months between quotation and order can move the yarn cost noticeably in either direction.',
            'Most merino reaches brands through a limited number of top makers and spinners in China, Italy and a few other countries, so the same Australian wool can become a cheap or an expensive yarn depending on processing. Spinners in Italy’s Biella district are known for consistent, well-finished yarns; Chinese and other Asian spinners offer lower prices across a wide quality range. Ask where the tops were made and where the yarn was spun, not just where the sheep grazed, because processing quality shows directly in pilling and hand.',
          ],
        },
        {
          heading: 'Matching merino grades to products',
          paragraphs: [
            'Merino is not one quality. For next-to-skin base layers and T-shirts, 16.5 to 18.5 micron wool knitted at 150 to 200 GSM gives softness and breathability. Midlayers and hoodies use 18.5 to 19.5 micron at 220 to 320 GSM. Fine-gauge sweaters typically use 18.5 to 20 micron yarns, while socks and chunkier knits can use 19 to 23 micron, often blended with nylon for abrasion resistance. Suiting uses 17 to 19.5 micron worsted yarns. Matching micron to product protects both comfort and durability.',
            'Lightweight merino jersey is more fragile than cotton. At 150 GSM a single jersey can develop small holes after months of wear, especially where a backpack strap or belt rubs. Two common solutions are corespun yarns, where merino fibres are wrapped around a nylon filament core, and blends with 10 to 20 percent nylon or lyocell. Both improve strength and abrasion resistance but affect labelling, recyclability and hand. Specify burst strength to ISO 13938-1 or -2 and abrasion to ISO 12947-2 before approving a lightweight jersey.',
          ],
          bullets: [
            'Base layers and tees: 16.5–18.5 micron, 150–200 GSM jersey',
            'Midlayers and hoodies: 18.5–19.5 micron, 220–320 GSM jersey, interlock or terry',
            'Fine-gauge sweaters: 18.5–20 micron, 12–16 gauge',
            'Socks: 19–22 micron merino with 20–40% nylon and a little elastane',
            'Suiting: 17–19.5 micron worsted, about 220–300 GSM',
          ],
        },
        {
          heading: 'Machine-washable and easy-care merino',
          paragraphs: [
            'Untreated wool felts and shrinks in a washing machine because its surface scales lock together under heat, moisture and agitation. Superwash treatments make wool machine washable, traditionally by chlorination to soften the scales followed by a thin polymer resin coating, the chlorine-Hercosett process. This is effective but generates adsorbable organic halogens (AOX) in wastewater. Chlorine-free alternatives based on plasma, ozone, enzymes or other oxidative chemistry are now offered by several top makers, and some brands specify them to meet their chemical policies.',
            'A washability claim needs evidence. The Woolmark Company’s TM31 washing test method and its machine-washable specifications, or an ISO 6330 wool cycle followed by ISO 5077 measurement, can show that a garment meets a stated level of washability. Ask for results after the number of cumulative cycles that matches your care label and your retailers’ standards. Superwash treatment slightly changes hand and lustre and can make knitwear more prone to stretching, so check drape, recovery and garment measurements as well as shrinkage.',
            'The Woolmark Company also licenses marks for finished products that meet its fibre content and performance specifications. The Woolmark logo is reserved for pure new wool, while its blend marks cover products with a lower wool content. These marks require a licence and testing, but they are well recognised by customers and retailers. If you plan to use them, contact Woolmark early in development, because the test requirements can influence your yarn, finishing and care label choices.',
          ],
        },
      ],
      checklist: [
        'Ask for the micron and origin of the merino, and where the tops and yarn were processed.',
        'Check how long a yarn quotation is valid and whether it is linked to the wool market.',
        'Specify burst strength (ISO 13938) and abrasion (ISO 12947-2) for merino jerseys under 200 GSM.',
        'Ask whether superwash treatment is chlorine-based or chlorine-free.',
        'Request washing results to ISO 6330 or Woolmark TM31 after the number of cycles your care label implies.',
        'If you plan to use a Woolmark logo, contact Woolmark before finalising the yarn.',
      ],
      keyTerms: [
        {
          term: 'Merino',
          definition: 'A fine-wool sheep breed, and the wool it produces, typically below about 24 microns and often much finer.',
        },
        {
          term: 'Corespun yarn',
          definition: 'A yarn with a continuous filament core, such as nylon, wrapped in staple fibres such as merino.',
        },
        {
          term: 'Superwash',
          definition: 'A shrink-resist treatment that modifies or coats wool scales so that the wool can be machine washed.',
        },
        {
          term: 'AOX',
          definition: 'Adsorbable organic halogens; a wastewater pollutant associated with chlorine-based shrink-resist treatments.',
        },
        { term: 'Eastern Market Indicator (EMI)', definition: 'The AWEX benchmark price index for the Australian wool auction market.' },
      ],
    },
    {
      number: 3,
      title: 'Animal Welfare: Mulesing-Free, RWS and Traceability',
      summary:
        'Customers, retailers and journalists now ask how the animals were treated. This chapter explains mulesing, the main welfare standards and the documents you need before making any welfare claim.',
      sections: [
        {
          heading: 'Understanding mulesing',
          paragraphs: [
            'Mulesing is the removal of strips of wool-bearing skin from around the breech of a merino sheep, usually when lambs are a few weeks old. It creates a bare, stretched area of scar tissue that is less likely to attract blowflies, whose larvae cause flystrike, a painful and sometimes fatal condition. The practice is largely confined to Australia, where merino bloodlines with heavily wrinkled skin are prone to flystrike. It is controversial because it is painful, and many brands have committed to sourcing only non-mulesed wool.',
            'Alternatives exist. Farmers can breed plain-bodied sheep with fewer skin wrinkles, time shearing and crutching to reduce risk, use preventative treatments and monitor flocks closely. Where mulesing is still carried out, pain relief reduces suffering. Australian growers declare their practice through the National Wool Declaration, with categories that include non-mulesed, ceased mulesing, mulesed with pain relief and mulesed wool. These declarations travel with the wool through the auction system and form the basis of most mulesing-free claims made by spinners and brands.',
            'The term ‘mulesing-free’ should be used carefully. A product can be described as made with non-mulesed wool only if every lot in the yarn was declared non-mulesed and the chain of custody was maintained through top making and spinning. Wool from New Zealand, South Africa, Argentina and Uruguay is generally non-mulesed because of different farming conditions and industry policies, but a written statement from your spinner is still needed. Ask for documentation rather than relying on country of origin.',
          ],
        },
        {
          heading: 'The Responsible Wool Standard and other schemes',
          paragraphs: [
            'The Responsible Wool Standard (RWS), owned by Textile Exchange, is the most widely used welfare certification for wool. Farms are audited by accredited certification bodies against requirements covering animal welfare, land management and social welfare, and mulesing is prohibited. The wool is then tracked through each processing stage, from scouring and top making to spinning, knitting or weaving, using scope certificates and transaction certificates. Only a product with that unbroken chain of certification can carry an RWS claim on its label or product page.',
            'Each scheme has its own labelling and claims rules. Textile Exchange standards, for example, define how much certified fibre a product must contain to use each label version and what wording is allowed. Before printing anything, send the draft artwork to your certification body or the scheme owner for approval. Using a logo without the correct chain of certificates is one of the fastest ways to lose a retailer account and to attract a complaint to an advertising regulator. The main schemes for animal fibres are listed below.',
          ],
          bullets: [
            'RWS (Responsible Wool Standard): farm audits for wool, mulesing prohibited',
            'ZQ and ZQRX: The New Zealand Merino Company’s programmes covering welfare, environment and regenerative practice',
            'RMS and RAS: Textile Exchange’s Responsible Mohair and Responsible Alpaca Standards',
            'Good Cashmere Standard: a cashmere welfare and farm standard run by the Aid by Trade Foundation',
            'SFA (Sustainable Fibre Alliance): herding, welfare and processing standards for cashmere from Mongolia and China',
          ],
        },
        {
          heading: 'Traceability in practice',
          paragraphs: [
            'Traceability means being able to name the farm, or at least the group of farms, that your fibre came from, and to show every step in between. Certification gives you a verified chain, but many brands go further by buying directly from grower groups, using forward contracts, or adopting tracing technologies such as physical markers added to fibre, isotope testing to confirm region of origin, or digital platforms that link transaction certificates. These tools add cost but make your sourcing story far more defensible.',
            'For a smaller brand the practical approach is to work with a spinner or knitter that already buys certified fibre and can allocate it to your order. Ask how many of its yarn qualities and colours are available as RWS or non-mulesed, what the price premium is and what volume triggers a dedicated lot. Premiums for certified wool vary with the market but commonly add a few percent to yarn cost, far less than the cost of a product recall or a public welfare controversy.',
            'Recycled wool is another route. Mechanically recycled wool, long centred on Prato in Italy, reprocesses pre-consumer and post-consumer wool garments and clippings into woollen-spun yarns, often blended with virgin wool or nylon for strength. It can be certified to the Recycled Claim Standard or the Global Recycled Standard, and the Cardato Recycled mark identifies qualifying products from the Prato district. Recycled wool offers a lower-impact story, but its shorter fibres mean more pilling and less softness than virgin merino.',
          ],
        },
      ],
      checklist: [
        'Ask every wool supplier for the mulesing status of the wool, backed by National Wool Declaration data or equivalent.',
        'Request RWS scope certificates for each processing stage and a transaction certificate for your order.',
        'Send hangtag and product-page wording to the certification body for approval before printing.',
        'Ask what premium certified fibre adds to yarn cost and what volume allows a dedicated lot.',
        'For cashmere, mohair and alpaca, ask which welfare standard applies, such as the Good Cashmere Standard, SFA, RMS or RAS.',
        'Keep certificates and TCs in the style file and check their expiry dates every season.',
      ],
      keyTerms: [
        {
          term: 'Mulesing',
          definition: 'Removal of wool-bearing skin around a sheep’s breech to reduce flystrike; prohibited under the RWS.',
        },
        { term: 'Flystrike', definition: 'Infestation of a sheep’s skin by blowfly larvae, a painful and potentially fatal condition.' },
        {
          term: 'RWS',
          definition:
            'The Responsible Wool Standard, Textile Exchange’s farm-to-product certification for wool welfare and land management.',
        },
        {
          term: 'National Wool Declaration (NWD)',
          definition: 'The Australian grower declaration of mulesing status and other practices that accompanies wool at sale.',
        },
        {
          term: 'Transaction certificate (TC)',
          definition: 'A certification-body document confirming that a specific shipment contains certified material.',
        },
      ],
    },
    {
      number: 4,
      title: 'Cashmere: Grades, Origin and Quality Checks',
      summary:
        'Cashmere is the most faked and most misunderstood luxury fibre. This chapter explains what makes it genuine, how grades are described and how to check what actually arrives in your cartons.',
      sections: [
        {
          heading: 'What cashmere is',
          paragraphs: [
            'Cashmere is the fine, downy undercoat of the cashmere goat, combed or shorn in spring as the animals moult. Most of the world’s supply comes from Inner Mongolia in China and from Mongolia, with smaller amounts from Afghanistan, Iran and Central Asia. Each goat yields only a few hundred grams of raw fibre a year, and after dehairing, the process that removes the coarse guard hairs, roughly 100 to 200 grams of usable cashmere remain. That scarcity is the root of both its price and the temptation to cheat.',
            'In the United States, the Wool Products Labeling Act defines cashmere precisely: the fine undercoat fibres of the cashmere goat, with an average diameter of 19 microns or less, no more than 3 percent by weight of fibres over 30 microns, and a coefficient of variation of diameter no greater than 24 percent. The EU Textile Regulation lists cashmere among the fine animal hairs. A product labelled cashmere must meet the definition in its market, and laboratories can test garments against it.',
            'Cashmere grows naturally in white, light grey, fawn and brown. White fibre is the most valuable because it can be dyed to any shade, including pale pastels, while coloured fibres are limited to darker shades or sold undyed as natural colours. Long, fine fibres spin into smoother, stronger yarns that pill less, so fibre length, typically 28 to 44 millimetres after dehairing, matters as much as diameter. Bleaching coloured cashmere to reach pale shades damages the fibre and should be avoided.',
          ],
        },
        {
          heading: 'Grades and yarn qualities',
          paragraphs: [
            'There is no single legal grading system for cashmere, but the trade commonly describes qualities by diameter and length. Premium grades are around 14.5 to 15.5 microns with average lengths of 34 to 40 millimetres or more. Mid grades sit around 15.5 to 16.5 microns and 30 to 34 millimetres, and entry grades approach the 19 micron limit with shorter fibres. Terms such as ‘Grade A’ or ‘Grade B’ differ from supplier to supplier, so always ask for the actual micron and length figures behind a label.',
            'Yarn specification matters as much as fibre. The classic knitwear yarn is 2/26 Nm or 2/28 Nm, knitted one end on 12 gauge for fine sweaters, two ends on 7 gauge for mid-weight styles and three or more ends on 5 or 3 gauge for chunky knits. Italian and Scottish spinners are known for carefully processed, lofty yarns, while spinners in Inner Mongolia supply most of the world’s cashmere yarn across a wide range of quality. Higher twist and careful dyeing reduce pilling but can reduce softness.',
          ],
          bullets: [
            'Fine 12 gauge sweater, one end of 2/26 Nm: about 200–300 g per garment',
            'Mid-weight 7 gauge, two ends of 2/26 Nm: about 350–500 g',
            'Chunky 5 or 3 gauge, three to six ends: about 500–900 g',
            'Woven cashmere or wool-cashmere coating: about 450–650 GSM',
          ],
        },
        {
          heading: 'Quality checks and fibre testing',
          paragraphs: [
            'Adulteration is common. Cheaper ‘cashmere’ may be blended with fine sheep’s wool, yak or recycled cashmere of unknown origin, or may simply contain less cashmere than labelled. Laboratories detect this by examining the scale pattern of the fibres under light or scanning electron microscopy, using methods such as the ISO 17751 series and AATCC 20A, and increasingly by DNA testing. Test every new supplier and every new yarn lot before you pay the balance, and keep the reports in the style file.',
            'Beyond fibre identity, check pilling and weight. Cashmere always pills to some degree, but a good garment settles once the first pills are removed. Knitwear pilling is usually tested with the pill box method, ISO 12945-1, or the modified Martindale, ISO 12945-2, and grade 3 or better is a reasonable target for fine-gauge cashmere, with 2 to 3 acceptable for very soft, loosely knitted styles if customers are warned. Check garment weight per size as well, since lighter garments are a common way to cut cost.',
            'Finishing decides the final hand. Cashmere knitwear is washed or milled after knitting to open up the yarn and develop a soft halo. Too much milling gives a fluffy hand that pills quickly, and too little leaves the fabric flat and hard. Approve a finished, washed garment rather than a raw knitted panel, keep the approved sample sealed as the production standard, and ask for colourfastness to washing and rubbing, ISO 105-C06 and ISO 105-X12, especially on dark colours and contrast stripes.',
          ],
        },
      ],
      checklist: [
        'Ask for fibre diameter and length figures, not just a grade letter, for every cashmere yarn.',
        'Test each new supplier and yarn lot for fibre content by microscopy (ISO 17751 or AATCC 20A) or DNA analysis.',
        'Specify yarn count, number of ends, gauge and finished weight for each size.',
        'Approve a washed, finished garment and seal it as the production standard.',
        'Set a pilling target, for example grade 3 to ISO 12945-1 or ISO 12945-2, and check it on bulk.',
        'Ask whether pale colours are made from white fibre or from bleached coloured fibre.',
        'Ask which welfare or herding standard, such as the Good Cashmere Standard or SFA, the fibre meets.',
      ],
      keyTerms: [
        { term: 'Dehairing', definition: 'Mechanical removal of coarse guard hairs from raw cashmere, leaving the fine, soft undercoat.' },
        { term: 'Guard hair', definition: 'The coarse outer hair of the cashmere goat, which must be removed before spinning.' },
        { term: 'Milling', definition: 'Washing and agitating knitwear after knitting to open the yarn and develop a soft, full hand.' },
        {
          term: 'Coefficient of variation (CV)',
          definition: 'A measure of how much fibre diameter varies around the mean; lower values mean more uniform fibre.',
        },
        { term: '2/26 Nm', definition: 'A two-ply yarn made of 26 Nm singles, the classic count for fine cashmere knitwear.' },
      ],
    },
    {
      number: 5,
      title: 'Alpaca and Mohair',
      summary:
        'Alpaca and mohair are speciality fibres with a lustre, warmth and halo that wool cannot match. Learn their grades, their behaviour in knitwear and wovens, and the welfare standards behind them.',
      sections: [
        {
          heading: 'Alpaca: Huacaya, Suri and the grading system',
          paragraphs: [
            'Alpacas are domesticated camelids from the Andes, and Peru holds most of the world’s population, with smaller herds in Bolivia, Chile and elsewhere. Most are Huacaya alpacas, which grow dense, crimpy, wool-like fleece; a minority are Suri, whose long, silky, lustrous locks are prized for brushed yarns and luxury coatings. Alpaca fibre contains no lanolin, is partly hollow or medullated and gives warmth with less weight than many wools. Peruvian processors sort fleece into grades by fineness, as listed below.',
            'Alpaca is warm, soft and drapey, and it takes dye well, but its low crimp means knitted garments can grow in length with wear, especially heavy, loose-gauge styles. Blending with 20 to 50 percent wool, or using a nylon binder in brushed yarns, adds memory. Alpaca also sheds and pills, and brushed styles shed noticeably in the first weeks of wear. Weight garments correctly, use tighter gauges for shape-critical areas such as cuffs and hems, and test dimensional stability after washing and after hanging.',
          ],
          bullets: [
            'Royal alpaca: about 19 microns or finer',
            'Baby alpaca: about 22.5 microns or finer; a fineness grade, not the age of the animal',
            'Superfine alpaca: about 25.5 microns',
            'Huarizo: about 29 microns',
            'Coarse: above about 32 microns, for rugs and rugged knitwear',
          ],
        },
        {
          heading: 'Mohair: lustre, durability and grades',
          paragraphs: [
            'Mohair comes from the Angora goat, not to be confused with angora, which is rabbit hair. South Africa produces roughly half of the world’s mohair, with Lesotho, the United States, Turkey and Argentina among the other producers. Mohair fibres have flat, smooth scales, giving exceptional lustre, bright dye uptake and good resistance to felting and creasing. Mohair is strong and resilient, which is why it is used in hard-wearing tropical suiting blended with wool, in upholstery velvets and in the airy brushed yarns of fashion knitwear.',
            'Mohair is graded largely by the age of the goat, because fibre coarsens as the animal grows. Kid mohair, from the first shearings, is typically 24 to 28 microns and the softest. Young goat mohair is around 28 to 32 microns, and adult mohair is usually above 32 microns and used for durable wovens and rugs. Even kid mohair is coarser than merino, so most fashion mohair knitwear uses a brushed, airy yarn, often combined with silk, wool or a nylon binder, rather than a dense, next-to-skin fabric.',
            'Typical brushed mohair yarns contain 60 to 80 percent kid mohair with wool or silk and a small proportion of nylon to hold the loops of fibre in place. They knit into light, hairy, oversized sweaters and cardigans with a characteristic halo. Expect some shedding and make care instructions clear: hand wash or a gentle wool cycle, dry flat and do not tumble dry. Customers with sensitive skin may find mohair itchy, so product pages should describe the feel honestly rather than promising softness.',
          ],
        },
        {
          heading: 'Welfare, sourcing and other speciality hairs',
          paragraphs: [
            'Mohair sourcing changed after undercover investigations into shearing practices in South Africa in 2018 led many brands to suspend mohair. Textile Exchange responded with the Responsible Mohair Standard (RMS), followed by the Responsible Alpaca Standard (RAS). Both follow the RWS model of farm audits and chain-of-custody certification. If you use mohair or alpaca, ask whether certified fibre is available in your chosen yarn and what premium and minimums apply, because certified supply is still limited for many counts and colours.',
            'Other speciality hairs appear in luxury collections. Camel hair gives a warm, soft, naturally golden coating cloth. Yak down, from the Tibetan plateau and Mongolia, offers cashmere-like softness at a lower price, but naturally only in brown and grey shades. Angora rabbit hair, once common in fluffy knitwear, has been dropped by many major retailers on welfare grounds. Whatever the fibre, label it by its correct name under your market’s rules and verify content by laboratory fibre analysis before printing labels.',
          ],
        },
      ],
      checklist: [
        'Ask for the alpaca grade in microns, and treat ‘baby alpaca’ as a fineness claim that must be documented.',
        'For alpaca knitwear, specify gauge, blend and a growth-after-hanging check to prevent length drop.',
        'Confirm the kid mohair percentage and the binder fibre in any brushed yarn.',
        'Ask whether RMS or RAS certified fibre is available, with the premium and minimums.',
        'Write clear care instructions for hairy yarns: hand wash or wool cycle, dry flat, no tumble drying.',
        'Verify speciality hair content, such as camel, yak, alpaca or mohair, by laboratory fibre analysis.',
      ],
      keyTerms: [
        { term: 'Huacaya', definition: 'The more common alpaca type, with dense, crimpy, wool-like fleece.' },
        { term: 'Suri', definition: 'The rarer alpaca type, with long, silky, lustrous locks that hang in ringlets.' },
        { term: 'Kid mohair', definition: 'Mohair from the first shearings of young Angora goats, the finest and softest mohair grade.' },
        { term: 'Medullation', definition: 'A hollow or partly hollow core in an animal fibre, which adds warmth and lightness.' },
        { term: 'Halo', definition: 'The soft haze of fibre ends standing out from a brushed or milled yarn surface.' },
      ],
    },
    {
      number: 6,
      title: 'Silk: Types, Weaves and Momme Weight',
      summary:
        'Silk is specified by type, weave and momme weight. This chapter decodes those terms, explains silk’s weaknesses and shows how to brief a silk mill.',
      sections: [
        {
          heading: 'Types of silk',
          paragraphs: [
            'Most commercial silk is mulberry silk, produced by the cultivated silkworm Bombyx mori, which feeds on mulberry leaves. China is by far the largest producer, followed by India, with smaller production in Uzbekistan, Vietnam, Thailand and Brazil. Each cocoon is reeled into a continuous filament hundreds of metres long, giving silk its smoothness and lustre. Raw silk is graded in the Chinese system from 6A, the highest, downwards, based on evenness, cleanness and strength, and premium fabrics use 5A to 6A filament.',
            'Wild silks come from other moth species. Tussah silk, from Antheraea species, is coarser, naturally honey-coloured and textured. Eri silk is spun from cocoons after the moth has emerged, which is why it is sometimes sold as peace or ahimsa silk. Muga silk from Assam has a natural golden sheen. Spun silk is made from shorter fibres and reeling waste, giving a matt, soft yarn, and silk noil, made from the shortest fibres, produces a nubby, cotton-like fabric with little lustre.',
            'Silk is a protein fibre with a moisture regain of around 11 percent. It is strong when dry but loses some strength when wet, and it is sensitive to alkalis, chlorine bleach, perspiration and prolonged sunlight, which weaken and yellow it. Silk was historically sometimes weighted with metallic salts to add body; weighted silk degrades quickly and must be disclosed. Ask your mill to confirm that the fabric is pure-dye silk, meaning unweighted apart from normal dyeing and finishing.',
          ],
        },
        {
          heading: 'Momme weight and common silk fabrics',
          paragraphs: [
            'Silk fabric weight is traditionally expressed in momme, abbreviated mm. One momme equals about 4.3 grams per square metre, so a 19 momme charmeuse weighs around 82 GSM and a 30 momme crepe about 129 GSM. Higher momme means more silk, more opacity, better drape and greater durability, but also higher cost. Compare silks of the same weave at the same momme, and ask whether the figure refers to greige or finished fabric, because degumming removes around a fifth to a quarter of the raw weight.',
            'Weave defines look and behaviour as much as weight. Charmeuse is a satin weave with a lustrous face and a matt back, ideal for slip dresses and bias cuts. Crepe de chine uses highly twisted yarns for a fine, pebbly, matt surface that resists creasing. Habotai is a smooth, light plain weave. Silk twill suits printed scarves and ties. Silk is commonly woven about 114 or 140 centimetres wide, so check the width, because it strongly affects consumption and cost on full or bias-cut styles.',
          ],
          bullets: [
            'Organza: about 4–6 momme, crisp and sheer',
            'Chiffon: about 6–8 momme; georgette about 8–12 momme',
            'Habotai: about 5–16 momme; 8 momme is common for linings and scarves',
            'Crepe de chine: about 12–18 momme, with 16 momme the classic blouse weight',
            'Charmeuse and satin: about 16–22 momme; 19 momme standard, 22 momme premium',
            'Heavy crepe and double georgette: about 20–30 momme for dresses and trousers',
          ],
        },
        {
          heading: 'Specifying and testing silk',
          paragraphs: [
            'Silk’s common failures are seam slippage, colour loss and water marks. Smooth filament satins slip readily at seams under strain, so specify seam slippage testing to ISO 13936-1 or -2 and use appropriate seam types, stitch densities and seam allowances, such as French seams on lightweight styles. Bright and dark silks often have limited wet rubbing and washing fastness, so test ISO 105-X12 and ISO 105-C06, plus perspiration to ISO 105-E04 and water spotting to ISO 105-E07 for styles worn in warm weather.',
            'Washability is possible but must be engineered. Sand-washed and pre-washed silks are relaxed and softened before cutting, so they shrink less and tolerate a gentle hand wash. Unwashed crepe de chine can shrink 5 percent or more and lose its hand if washed at home. If you want a washable care label, buy washed silk, test garments to ISO 6330 on a gentle or hand-wash procedure and measure dimensional change to ISO 5077. Otherwise, specify professional dry cleaning and test to ISO 3175.',
            'Printing is one of silk’s great strengths. Digital printing with acid dyes gives vivid, detailed designs at minimums as low as 30 to 50 metres, while screen printing suits larger runs and some special effects. Ask for strike-offs on the actual base, check colour on both face and back of lightweight silks, and confirm light fastness to ISO 105-B02, because some bright shades fade quickly near windows or under shop display lighting. Approve the printed and finished fabric, not just the artwork on screen.',
          ],
        },
      ],
      checklist: [
        'Specify silk type, weave, finished momme weight and width on every order.',
        'Ask for the raw silk grade (5A or 6A for premium fabrics) and confirm the silk is unweighted.',
        'Test seam slippage to ISO 13936 on satins, charmeuse and lightweight crepes.',
        'Request colourfastness to rubbing, washing, perspiration and water spotting on every colour.',
        'Buy washed or sand-washed silk if the care label will allow home washing, and test the finished garment.',
        'Approve printed strike-offs on the actual base and check light fastness to ISO 105-B02.',
      ],
      keyTerms: [
        { term: 'Momme', definition: 'The traditional unit of silk fabric weight; one momme is about 4.3 grams per square metre.' },
        {
          term: 'Sericin',
          definition: 'The natural gum that coats raw silk filaments; it is removed by degumming to reveal the lustrous fibroin.',
        },
        {
          term: 'Charmeuse',
          definition: 'A lightweight silk satin with a lustrous face and matt back, used for slip dresses and lingerie.',
        },
        { term: 'Crepe de chine', definition: 'A lightweight silk made with high-twist yarns, giving a fine, matt, pebbly surface.' },
        { term: 'Pure-dye silk', definition: 'Silk that has not been weighted with metallic salts beyond normal dyeing and finishing.' },
      ],
    },
    {
      number: 7,
      title: 'Pilling, Felting, Care and Labelling',
      summary:
        'Animal fibres fail in ways that drive returns: pilling, felting shrinkage and moth damage. This chapter explains each problem, the tests that control it and the labelling rules for animal-fibre products.',
      sections: [
        {
          heading: 'Pilling: causes and controls',
          paragraphs: [
            'Pills are small balls of tangled fibre that form when loose fibre ends are rubbed out of the yarn and roll together on the surface. Short, fine fibres, low yarn twist, loose knitting and brushed or milled surfaces all increase pilling, which is why soft cashmere and fine merino knitwear pill more than a tightly woven worsted. Pills on pure animal fibres usually break away with wear, but blends with nylon or polyester anchor pills firmly, so a small nylon content can make pilling look worse.',
            'Pilling is tested by tumbling or rubbing specimens and comparing them with photographic standards on a 1 to 5 scale, where 5 means no pilling. ISO 12945-1 uses the pill box, popular for knitwear, and ISO 12945-2 uses the modified Martindale, with results read at stages such as 500, 1,000 and 2,000 rubs. Common targets are grade 3 to 4 for knitwear and grade 4 for woven suiting. Always state the method, the number of revolutions or rubs and the target grade in your specification.',
          ],
          bullets: [
            'Longer staple length and finer, more uniform fibres',
            'Higher twist or plied yarns rather than soft singles',
            'A tighter gauge or closer weave for the yarn count',
            'Controlled milling or washing rather than heavy brushing',
            'Anti-pilling or shrink-resist treatments where the hand allows',
          ],
        },
        {
          heading: 'Felting and shrinkage',
          paragraphs: [
            'Wool and most other animal fibres have overlapping surface scales that point from root to tip. When wet fibres are agitated, they move more easily in one direction than the other, so they creep together and lock, a process called felting. Felting is irreversible and causes dramatic shrinkage and thickening. It needs moisture, warmth and agitation, so it happens in washing machines and tumble dryers, and slowly under the arms of a sweater worn often. Deliberate, controlled felting, called fulling or milling, gives cloths such as loden and melton their density.',
            'Relaxation shrinkage, from tension released after knitting and finishing, also affects wool and is controlled by relaxing and steaming. Felting shrinkage is controlled by shrink-resist treatments such as superwash, or by careful care labelling. Test both using ISO 6330 procedures suited to wool, such as a gentle 30°C or 40°C cycle, with measurement to ISO 5077, or with AATCC 135 and AATCC 150 in North America. For hand-wash labels, test a hand-wash procedure, and for dry-clean labels, test to ISO 3175.',
            'Knitwear should also be checked for hanging growth, since heavy knits and low-crimp fibres such as alpaca stretch under their own weight. A simple garment test measures length before and after hanging for a set period, and again after a gentle wash and flat dry. Include target measurements and tolerances for each size in your technical pack. Typical tolerances for knitwear are plus or minus 1 to 2 centimetres on body length and chest width, depending on the size and the garment.',
          ],
        },
        {
          heading: 'Care labels, moths and fibre labelling',
          paragraphs: [
            'Animal fibres need care labels that reflect real use. Most untreated wool, cashmere, alpaca and mohair knitwear should carry a hand wash or very mild wool cycle at 30°C, dry flat, no tumble drying and a cool iron, or professional cleaning. In the ISO 3758 system, a washtub with a hand means hand washing, and two bars under the washtub indicate a very mild process. The letters P or F in a circle indicate professional dry cleaning and W professional wet cleaning. Silk usually needs hand washing or dry cleaning.',
            'Fibre labelling has its own rules. In the EU, Regulation (EU) No 1007/2011 lists names such as wool, cashmere, mohair, alpaca, camel, yak, angora and silk, restricts terms such as ‘virgin wool’ and ‘fleece wool’ to fibre never previously incorporated into a finished product, and requires the phrase ‘Contains non-textile parts of animal origin’ where products include leather patches, fur trims or similar parts. In the US, the Wool Products Labeling Act governs wool and speciality fibre products, including the cashmere definition and Super number rules.',
            'Clothes moths and carpet beetles feed on keratin, the protein in wool, cashmere and other animal hairs, and they prefer soiled garments stored in dark, undisturbed places. Advise customers to clean garments before storage and to store them in sealed bags, with cedar or lavender as a deterrent. Chemical mothproofing with permethrin and similar biocides is restricted in many markets and by most brand chemical policies, so ask suppliers whether any mothproofing agent has been applied, and obtain chemical test results if it has.',
          ],
        },
      ],
      checklist: [
        'Specify the pilling method (ISO 12945-1 or ISO 12945-2), rubs or revolutions and target grade for every quality.',
        'Test wash shrinkage on the care cycle you intend to print, measured to ISO 5077 or AATCC 135/150.',
        'Include hanging growth checks in the approval process for heavy or alpaca knitwear.',
        'Check that the care label covers every component, including trims and linings.',
        'Use only permitted fibre names and add ‘Contains non-textile parts of animal origin’ where required in the EU.',
        'Ask whether any mothproofing biocide has been applied, and request chemical test results if so.',
      ],
      keyTerms: [
        { term: 'Pill', definition: 'A small ball of entangled fibres on a fabric surface, formed by rubbing during wear.' },
        {
          term: 'Felting',
          definition: 'Irreversible matting and shrinkage of animal fibres caused by moisture, warmth and agitation acting on the scales.',
        },
        { term: 'Fulling (milling)', definition: 'Controlled felting of woven or knitted wool to increase density, softness and warmth.' },
        { term: 'Keratin', definition: 'The protein that makes up wool and hair fibres, and the food source of clothes moth larvae.' },
        { term: 'Shrink-resist treatment', definition: 'A chemical or physical treatment that reduces felting, such as superwash.' },
      ],
    },
    {
      number: 8,
      title: 'Sourcing, MOQs and Costing',
      summary:
        'Animal fibres are expensive, volatile in price and often sourced through specialist spinners and mills. This chapter covers typical minimums, lead times and step-by-step costings for knitwear and woven silk.',
      sections: [
        {
          heading: 'Sourcing routes for yarn, knitwear and cloth',
          paragraphs: [
            'Knitwear is usually sourced in one of two ways. In the full-package route, a knitwear factory buys the yarn, knits, links, washes and finishes the garment and quotes a price per piece. In the yarn-nominated route, you choose and sometimes buy the yarn yourself from a spinner, and the factory charges for making. Nominating yarn gives you control over quality and claims such as RWS or cashmere grade, but makes you responsible for yarn quantities, leftover stock and delivery timing.',
            'Spinners often run stock-service programmes: a range of counts and colours held in stock and sold in small quantities, sometimes from a few kilograms per colour. Custom-dyed colours typically need 50 to 300 kilograms per colour depending on the spinner, and custom blends or counts need more. Knitters commonly quote minimums of 100 to 300 pieces per style and 30 to 100 pieces per colour. Woven wool mills in Italy and the UK offer stock-supported cloths from a single piece of around 50 to 60 metres, while custom qualities start at several hundred metres per colour.',
            'Silk is mostly woven in China, with important weaving in India, Italy and elsewhere. Many mills hold prepared-for-dyeing and prepared-for-printing silk in standard weaves and weights, which can be piece dyed from about 100 to 300 metres per colour or digitally printed from 30 to 50 metres. Lead times are typically three to six weeks for dyed or printed stock bases and eight to twelve weeks for custom weaves, plus time for lab dips and strike-offs before bulk starts.',
          ],
        },
        {
          heading: 'Price drivers and volatility',
          paragraphs: [
            'Animal fibre prices are driven by fibre diameter, supply and currency. Finer wool costs more per kilogram, and the premium for each micron step can change sharply with demand and seasonal conditions. Cashmere prices swing with the Chinese and Mongolian harvests, and silk prices follow cocoon harvests in China. Because these costs are large, many suppliers quote yarn prices valid only for a limited period. Build a buffer into your retail pricing and commit to yarn as soon as the range is confirmed.',
            'Indicative ranges help you sense-check quotes, but always obtain current prices. Raw material is typically the largest single cost in an animal-fibre garment, often 40 to 60 percent of the factory price for cashmere knitwear, so small changes in fibre grade, yarn count or garment weight move the total a lot. Certified fibre, recycled content, chlorine-free superwash and branded yarns all add premiums. Ask for a breakdown of yarn, making, washing, trims and packing so you can see where the money goes.',
          ],
          bullets: [
            'Chinese-spun cashmere yarn, 2/26 Nm: roughly USD 100–200 per kg depending on grade',
            'Italian-spun cashmere yarn: often 1.5–2 times the Chinese price',
            'Merino worsted knitting yarn, 18.5–19.5 micron: roughly USD 30–70 per kg depending on spinner',
            'Merino jersey fabric, 150–200 GSM: roughly USD 25–45 per kg',
            'Silk crepe de chine, 16 momme, 114 cm, dyed: roughly USD 10–18 per metre',
          ],
        },
        {
          heading: 'Worked costings',
          paragraphs: [
            'Consider a women’s 12 gauge cashmere crew knitted in 2/26 Nm. If the finished garment weighs 250 grams and knitting and finishing waste adds 10 percent, you need about 275 grams of yarn. At 150 dollars per kilogram, the yarn costs about 41 dollars. Add knitting, linking, washing, trims, labels and packing, often 12 to 25 dollars for a fully fashioned sweater, plus the factory margin. A factory price of 60 to 75 dollars is then realistic, before freight, duty and your own overheads.',
            'For a silk slip dress, suppose the marker needs 2.4 metres of 114 centimetre, 19 momme charmeuse at 16 dollars per metre, plus a 5 percent allowance. The fabric costs about 40 dollars. Cutting and sewing bias-cut silk is slow and skilled, so making costs are higher than for cotton, often 15 to 30 dollars depending on country and finish. Switching to a 140 centimetre width might cut consumption to 2 metres, saving about 7 dollars per dress, which shows why width matters.',
            'Finally, add landed costs. Duty depends on fibre content and garment type: in most tariff schedules, wool, fine animal hair and silk garments sit under different headings or subheadings from cotton or synthetic equivalents, and the fibre that predominates by weight usually decides the classification of a blend. Confirm HS codes with a customs broker, agree Incoterms such as FOB or DDP in writing, and include freight, insurance and clearance in your cost sheet before you set a retail price.',
          ],
        },
      ],
      checklist: [
        'Decide whether you will buy full-package or nominate yarn, and agree who owns leftover yarn.',
        'Ask spinners for stock-service colour cards, minimums per colour and how long prices are valid.',
        'Request a cost breakdown covering yarn or fabric, making, washing, trims, packing and margin.',
        'Confirm the finished garment weight for each size and calculate yarn consumption including waste.',
        'Compare silk quotations only at the same weave, momme and width.',
        'Confirm HS codes, duty rates and Incoterms before setting retail prices.',
        'Build a buffer for fibre price movements into your margin plan.',
      ],
      keyTerms: [
        {
          term: 'Full package',
          definition: 'A sourcing model in which the factory buys materials and delivers finished garments at a price per piece.',
        },
        {
          term: 'Yarn nomination',
          definition: 'A model in which the brand chooses, and sometimes buys, the yarn that the factory must use.',
        },
        {
          term: 'Stock service',
          definition: 'A spinner’s programme of yarn counts and colours held in stock and sold in small quantities.',
        },
        {
          term: 'FOB',
          definition: 'Free On Board: the seller delivers the goods onto the vessel at the port of origin; the buyer pays freight onward.',
        },
        { term: 'HS code', definition: 'The Harmonized System tariff code used to classify goods for customs duty and statistics.' },
      ],
    },
  ],
  closing: [
    'Animal fibres reward precision. The difference between a customer who keeps a sweater for ten years and one who returns it after three wears is usually written in numbers: micron, fibre length, yarn count, gauge, momme, pilling grade and shrinkage. Now that you can ask for those numbers and read them, you can buy luxury fibres with the same confidence as an experienced product developer.',
    'Use the chapter checklists when briefing spinners, knitters and mills, and keep every certificate, fibre test and approved sample together. Be honest with customers about care, and about what welfare certifications do and do not cover. Animal fibres carry a story as well as a price, and the brands that thrive are those whose technical specifications, supply-chain documents and product pages all tell the same story.',
  ],
};
