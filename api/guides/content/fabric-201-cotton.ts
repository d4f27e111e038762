/**
 * Body text of the Fabric 201 Cotton PDF. Chapter numbers and titles match `chapters` of
 * 'fabric-201-cotton' in ../catalogue.ts. Pure data.
 */
import type { GuideContent } from './types.js';

export const content: GuideContent = {
  slug: 'fabric-201-cotton',
  introduction: [
    'Cotton is the fibre most fashion brands start with and the one they rarely stop using. It makes up roughly a fifth of global fibre production and appears in everything from a basic tee to selvedge denim. Because it is so familiar, founders often assume that cotton is simply cotton. It is not. Two white T-shirts with the same 100 percent cotton label and the same weight can differ several times over in fabric cost, and even more in how long they last.',
    'This guide follows cotton from the field to the finished garment. It explains the fibre properties that decide quality, the main varieties and what their names really mean, how organic, Better Cotton and recycled claims work, and how spinning and construction shape the fabric. It then covers the finishes and tests that prevent the classic cotton problems, shrinkage, twisting, pilling and fading, and ends with practical advice on sourcing and costing.',
    'As in Fabric 101, every chapter ends with a supplier checklist and a set of key terms. If you have not read Fabric 101, keep it nearby for the basics of yarn counts, GSM and test methods. This guide builds on them with cotton-specific detail and with the numbers a cotton mill will expect you to understand when you ask for a quote, approve a sample or question a test result.',
  ],
  chapters: [
    {
      number: 1,
      title: 'The Cotton Fibre: Staple, Micronaire and Strength',
      summary:
        'Cotton quality begins with measurable fibre properties. This chapter explains staple length, micronaire, strength and uniformity, and why they decide how soft, strong and pill-resistant your fabric will be.',
      sections: [
        {
          heading: 'What a cotton fibre is',
          paragraphs: [
            'Cotton is a seed hair. Each fibre grows as a single cell from the surface of a seed inside the boll, lengthening for about three weeks and then thickening its wall with layers of cellulose. When the boll opens and the fibre dries, it collapses into a flat, twisted ribbon. Those natural twists, called convolutions, help fibres grip each other during spinning, and a composition of around 90 percent cellulose gives cotton its absorbency and its affinity for dyes.',
            'Cotton absorbs moisture readily, with a moisture regain of about 8 percent, and it becomes stronger when wet, unlike viscose. It tolerates hot washes and hot irons, which is why it suits workwear, bedding and everyday basics. Its weaknesses are low elastic recovery, which makes it wrinkle and bag, a tendency to shrink as fibres and yarns relax in water, and slow drying compared with synthetics, which matters for sportswear and swimwear.',
            'After harvest, seed cotton goes to a gin that separates the fibre, called lint, from the seed. The short fuzz left on the seed, known as linters, is used for paper and for regenerated fibres such as cupro. Lint is pressed into bales; a United States bale holds around 218 kilograms, or 480 pounds, and virtually every American bale is classed by instrument for quality before it is sold to spinners.',
          ],
        },
        {
          heading: 'Staple length and uniformity',
          paragraphs: [
            'Staple length is the most important quality factor. Longer fibres can be spun into finer, stronger and smoother yarns, because each fibre is held by more twist and fewer fibre ends poke out of the surface. Upland cotton, about 90 percent of world production, typically has a staple of around 26 to 30 millimetres. Extra-long staple, or ELS, cotton is defined as 1 3/8 inches, about 35 millimetres, or longer, and includes Pima and the finest Egyptian varieties.',
            'Length uniformity matters as much as average length. A bale with many short fibres, those under half an inch or 12.7 millimetres, produces hairier, weaker yarn with more pilling and more waste. Spinners track this as short fibre content and as the uniformity index from High Volume Instrument, or HVI, testing. Combing removes much of the short fibre, which is one reason combed yarns cost more and feel smoother.',
            'For a founder, the practical point is that a premium cotton claim should translate into longer, more uniform fibres and a finer, combed yarn. If a supplier describes a fabric as premium, ask which fibre is used, what the yarn count is and whether the yarn is combed. Genuine long-staple cotton can be spun to fine counts, above 60s, without losing strength, which short-staple cotton cannot.',
          ],
          bullets: [
            'Short staple: under about 25 mm; coarse, often open-end yarns',
            'Medium staple (most Upland): about 26 to 30 mm; everyday cotton',
            'Long staple: about 30 to 34 mm; the best Upland and some Egyptian varieties',
            'Extra-long staple (ELS): about 35 mm and over; Pima, Supima, Giza ELS varieties',
          ],
        },
        {
          heading: 'Micronaire, strength and colour grade',
          paragraphs: [
            'Micronaire measures how easily air flows through a plug of fibres of known weight. It reflects both fineness and maturity, meaning how thick the fibre walls have grown. The premium range is about 3.7 to 4.2. Low micronaire can indicate immature fibres that form neps, small tangled knots that show as pale specks after dyeing. High micronaire indicates coarser fibres that give a harsher hand and fewer fibres in the yarn cross-section, which limits how fine the yarn can be spun.',
            'Fibre strength, measured in grams per tex on HVI, affects yarn strength and how well a fabric resists abrasion and tearing. Typical Upland values are around 26 to 32 grams per tex, while Pima often exceeds 40. Colour grade and trash content describe how white and clean the cotton is; lower grades can need harsher bleaching, which weakens the fibre and adds chemical load to the wet-processing stage.',
            'You will rarely see HVI data yourself, but your spinner and mill work with it every day, blending bales by these values to produce consistent yarn. Asking a mill how it controls micronaire and fibre length between lots signals that you understand quality. It also helps explain shade differences or neps between two deliveries of what is supposedly the same fabric, and gives you a basis for a complaint.',
          ],
        },
      ],
      checklist: [
        'Ask which cotton variety and origin the yarn is spun from',
        'Request the yarn count and whether the yarn is carded or combed',
        'For premium claims, ask for the staple length class or an HVI summary of the cotton used',
        'Inspect dyed swatches for pale specks (neps) under good light',
        'Ask how the spinner blends bales to keep yarn lots consistent',
        'Confirm the fabric suits your intended wash temperature and drying method',
      ],
      keyTerms: [
        {
          term: 'Staple length',
          definition: 'The typical length of fibres in a cotton sample; longer staple allows finer, stronger yarns.',
        },
        { term: 'ELS', definition: 'Extra-long staple cotton, 1 3/8 inches (about 35 mm) or longer.' },
        {
          term: 'Micronaire',
          definition: 'An airflow measurement of cotton fineness and maturity; the premium range is about 3.7 to 4.2.',
        },
        { term: 'HVI', definition: 'High Volume Instrument testing, which measures length, strength, micronaire and colour of each bale.' },
        { term: 'Nep', definition: 'A small knot of tangled fibres, often immature, that shows as a speck on dyed fabric.' },
      ],
    },
    {
      number: 2,
      title: 'Cotton Varieties: Upland, Pima, Supima and Egyptian',
      summary:
        'Variety names are some of the most powerful words on a cotton label, and some of the most abused. This chapter explains the main cotton species and trade names, and how to make sure a claim is real.',
      sections: [
        {
          heading: 'Two species behind most cotton',
          paragraphs: [
            'Almost all commercial cotton comes from two species. Gossypium hirsutum, known as Upland cotton, is grown across the United States, India, China, Brazil, Pakistan, Australia and West Africa and supplies around 90 percent of world output. It is productive and versatile, with a medium staple suitable for most jersey, twill, denim and canvas. Quality within Upland varies widely, and well-grown Australian or American Upland can be excellent.',
            'Gossypium barbadense is the source of most extra-long staple cotton. It yields less, needs a long, warm growing season and careful handling, and commands a considerable premium. It is grown as Pima in the American Southwest and Peru, as the Giza varieties in Egypt, and in smaller volumes in China, India and Central Asia. Its fibres are longer, finer and stronger, producing smoother, more lustrous and more durable fabric.',
            'Other species exist, such as the Asian Gossypium arboreum, but they are rarely met in fashion supply chains today. Some growers also offer naturally coloured cottons in shades of brown and green. These have shorter, weaker fibres and limited volumes, and their colour can change with washing and light, but they can be a distinctive story for a small capsule collection that avoids dyeing altogether.',
          ],
        },
        {
          heading: 'Pima, Supima, Egyptian and Sea Island',
          paragraphs: [
            'Pima is the American and Peruvian name for barbadense cotton, named after the Pima people of Arizona, who helped grow it on an early government experimental farm. Supima is a licensed trademark owned by the Supima association, guaranteeing 100 percent American-grown Pima. Brands using the Supima name need a licence, and the association verifies products with forensic testing. Peruvian Pima is also highly regarded, especially for fine-gauge jersey.',
            'Egyptian cotton is simply cotton grown in Egypt. Only some Giza varieties, such as Giza 45 and Giza 87, are extra-long staple; others are long staple, and the name alone guarantees neither. The Cotton Egypt Association licenses a logo and verifies products with forensic testing, after high-profile cases in which bedding sold as Egyptian cotton was found to contain none. Sea Island cotton, from the Caribbean, is among the rarest ELS cottons and is sold under tightly controlled licences.',
            'Trade descriptions without certification are marketing. Phrases such as Egyptian quality, Pima-style or long-staple feel have no agreed meaning. Under United States Federal Trade Commission rules and consumer protection law in the United Kingdom and the European Union, claims on labels and product pages must be truthful and substantiated, so an unverified variety claim creates legal exposure as well as reputational risk if a journalist or competitor tests it.',
          ],
        },
        {
          heading: 'Choosing a variety for your product',
          paragraphs: [
            'Match the variety to the product and the price. For everyday tees, sweatshirts, chinos and denim, good-quality Upland spun into combed, ring-spun yarn delivers excellent results at a sensible cost. For fine shirting above 80s, luxury jersey with a silky hand, premium underwear and high-end polo shirts, ELS cotton pays back in softness, lustre and durability, and customers can feel the difference.',
            'The premium is significant. ELS lint often costs from around half as much again to twice as much as good Upland, and the finer yarns it allows add spinning cost on top. On a garment, that difference can amount to a few dollars of fabric cost. Make sure the customer will feel and value it, and that your product page explains it clearly, because an unexplained premium rarely sells.',
            'When you do pay for a premium variety, protect the investment. Ask for transaction documents, licence numbers or certificates, keep them on file for each order and consider occasional independent verification. Some brands now use isotopic or DNA testing services to confirm origin across their whole cotton range, which also supports the forced-labour due diligence described in the next chapter.',
          ],
          bullets: [
            'Upland: versatile medium staple for most tees, denim and twill',
            'Pima (United States, Peru): ELS, soft, lustrous jersey and shirting',
            'Supima: licensed trademark for 100 percent American Pima',
            'Egyptian Giza ELS: fine shirting and luxury bedding',
            'Sea Island: among the rarest ELS cottons, tightly licensed',
          ],
        },
      ],
      checklist: [
        'Ask for the cotton variety and country of origin in writing',
        'For Supima, request the licence details and the transaction paperwork',
        'For Egyptian cotton, ask for the Giza variety and Cotton Egypt Association verification',
        'Avoid unverifiable phrases such as Egyptian quality on labels and product pages',
        'Compare the premium per garment with the hand-feel difference in washed samples',
        'Keep origin documents on file for every purchase order',
      ],
      keyTerms: [
        { term: 'Upland', definition: 'Gossypium hirsutum, the species behind about 90 percent of world cotton.' },
        { term: 'Pima', definition: 'Extra-long staple Gossypium barbadense cotton grown in the United States and Peru.' },
        { term: 'Supima', definition: 'A licensed trademark for products made from 100 percent American Pima cotton.' },
        { term: 'Giza', definition: 'The prefix for Egyptian cotton varieties, only some of which are extra-long staple.' },
      ],
    },
    {
      number: 3,
      title: 'Organic, Better Cotton and Recycled: Claims and Certificates',
      summary:
        'Sustainability claims sell cotton, but each certificate covers something different and allows different words on a label. This chapter explains organic, Better Cotton, recycled and regenerative cotton, and the paperwork behind each.',
      sections: [
        {
          heading: 'Organic cotton, GOTS and OCS',
          paragraphs: [
            'Organic cotton is grown without synthetic pesticides, synthetic fertilisers or genetically modified seed, on land that has completed a conversion period, usually three years. Certification happens at two levels. The farm is certified under an organic farming regulation, and the supply chain is certified so that organic fibre is tracked and kept separate through ginning, spinning, weaving or knitting, dyeing and garment making.',
            'The Global Organic Textile Standard, GOTS, is the most complete. A product labelled organic under GOTS must contain at least 95 percent certified organic fibre, and one labelled made with organic at least 70 percent. GOTS also sets environmental and social criteria for processing, restricting chemicals, requiring wastewater treatment and applying labour standards at every stage. The Organic Content Standard, OCS, is narrower: it verifies the amount of organic fibre but does not cover chemicals or processing.',
            'Both rely on transaction certificates, documents issued by a certification body for each shipment between certified companies. To sell a product as GOTS certified, every processing stage must be certified, including your garment maker, and depending on your role and volumes you may need certification as a brand too. Always ask for the scope certificate to confirm that a company is certified, and a transaction certificate for your own goods.',
          ],
        },
        {
          heading: 'Better Cotton, recycled and regenerative',
          paragraphs: [
            "Better Cotton, formerly known as the Better Cotton Initiative or BCI, is the largest cotton sustainability programme. It trains and licenses farmers to use water and pesticides more carefully and to improve working conditions. Most Better Cotton is traded under mass balance: brands source volumes that are recorded in the system, but the cotton in a given garment may not physically be Better Cotton. On-product claims must therefore follow Better Cotton's own claims rules.",
            'Recycled cotton comes from pre-consumer cutting waste or post-consumer garments that are mechanically shredded back into fibre. Shredding shortens the fibres, so recycled cotton is usually blended with virgin cotton or polyester, often at 20 to 50 percent, to make a strong enough yarn, and sorting waste by colour can avoid dyeing altogether. Claims should be backed by the Global Recycled Standard (GRS) or the Recycled Claim Standard (RCS), which track recycled content through the chain.',
            'Regenerative cotton focuses on soil health, biodiversity and carbon, through practices such as cover cropping and reduced tillage. Several schemes certify it, including Regenerative Organic Certified and regenagri, but definitions vary far more than for organic. In-conversion cotton, from farms in the transition to organic, is another option that supports farmers financially, but it must be labelled clearly as in-conversion, never as organic.',
          ],
          bullets: [
            'GOTS: organic fibre plus chemical, environmental and social rules for processing',
            'OCS: organic content only, from 5 to 100 percent',
            'Better Cotton: farm-level programme, mostly mass balance',
            'GRS: recycled content with chemical and social criteria, at least 20 percent recycled',
            'RCS: recycled content only',
            'OEKO-TEX STANDARD 100: tested for harmful substances, not a fibre origin claim',
          ],
        },
        {
          heading: 'Traceability and honest claims',
          paragraphs: [
            'Beyond environmental claims, cotton carries a forced-labour risk. The United States Uyghur Forced Labor Prevention Act presumes that goods containing cotton from the Xinjiang region of China are made with forced labour, and they can be detained at the border unless the importer proves otherwise. The European Union has adopted a regulation banning products made with forced labour from its market, applying from late 2027. Importers are increasingly expected to trace cotton back to the gin.',
            'Traceability tools are improving. Transaction certificates, supplier declarations, bale-level records and forensic methods such as isotopic testing and DNA tagging can all help. Start by mapping your supply chain: garment factory, fabric mill, spinner and, where possible, ginner and cotton origin. Ask each tier for company names and addresses, and keep the map up to date for every new fabric you introduce.',
            'When writing product copy, be specific and proportionate. Made with 100 percent GOTS-certified organic cotton is a verifiable claim if your paperwork supports it. Sustainable cotton or eco-friendly are vague, and increasingly challenged by regulators such as the UK Competition and Markets Authority, which publishes a Green Claims Code, and by new European Union rules against generic environmental claims. State the certificate, the percentage and the certifying body wherever you can.',
          ],
        },
      ],
      checklist: [
        'Ask for the scope certificate of every certified supplier in your chain',
        'Request a transaction certificate for each certified fabric or garment shipment',
        'Check labels and product pages against the GOTS, OCS, GRS or Better Cotton claims rules',
        'Map your supply chain at least to spinner level, and to gin level for United States imports',
        'Avoid vague words such as sustainable or eco-friendly without specific support',
        'Label in-conversion cotton as in-conversion, never as organic',
      ],
      keyTerms: [
        {
          term: 'GOTS',
          definition: 'Global Organic Textile Standard, covering organic fibre content plus environmental and social processing criteria.',
        },
        {
          term: 'Transaction certificate',
          definition: 'A document from a certification body confirming that a specific shipment contains certified material.',
        },
        {
          term: 'Mass balance',
          definition: 'A system in which certified volumes are tracked in accounts rather than kept physically separate.',
        },
        { term: 'In-conversion', definition: 'Cotton from land in its transition period towards organic certification.' },
        { term: 'GRS', definition: 'Global Recycled Standard, verifying recycled content together with chemical and social criteria.' },
      ],
    },
    {
      number: 4,
      title: 'Spinning: Carded, Combed, Open-End and Compact Yarns',
      summary:
        'The same cotton can become a rough, fuzzy yarn or a smooth, silky one depending on how it is spun. This chapter explains the cotton spinning route and how to choose the yarn behind your fabric.',
      sections: [
        {
          heading: 'From bale to sliver',
          paragraphs: [
            'Spinning begins with opening and cleaning: bales are laid down in a planned mix, plucked open and beaten to remove leaf, seed fragments and dust. The fibres are then carded, brushed between wire-covered rollers that separate individual fibres, remove more trash and neps, and form a soft rope called a sliver. Drawing frames then combine and stretch several slivers together to even out thick and thin places.',
            'Carded yarn goes from here straight to spinning. It keeps more short fibres, so it is hairier, less even and weaker, but it is cheaper and perfectly adequate for heavier fabrics, fleece, workwear and price-sensitive basics. Much denim and canvas uses carded yarns, because the heavier counts and the slightly irregular character they give suit the product, and the fabric will be washed and worn hard anyway.',
            'Combed yarn takes an extra step. The sliver is formed into laps and passed through combing machines that remove short fibres and remaining neps, typically 12 to 20 percent of the weight, a by-product called noil. The result is a more parallel, cleaner strand that spins into a smoother, stronger, more lustrous yarn with less pilling. Combed cotton is the standard for good-quality T-shirts, shirting and knitwear.',
          ],
        },
        {
          heading: 'Ring, open-end, compact and vortex',
          paragraphs: [
            'Ring spinning draws the fibre strand thin and twists it with a small traveller running around a ring, winding the yarn onto a bobbin. It is slow and energy-intensive but produces the strongest, softest and most versatile yarn, from coarse counts to very fine ones. Ring-spun on a T-shirt label signals this quality, and combed ring-spun is the benchmark for premium basics.',
            'Open-end, or rotor, spinning feeds separated fibres into a fast-spinning rotor where they are collected and twisted. It is several times faster than ring spinning, cheaper, and tolerant of shorter fibres, including recycled cotton. The yarn is bulkier and more regular in appearance but weaker and harsher, and it is limited to coarser counts, typically up to around 30s to 40s. It is widely used for budget tees, sweatshirt backing yarns, towels and denim.',
            "Compact spinning is a refinement of ring spinning that condenses the fibres with air suction just before twisting, greatly reducing hairiness and improving strength and pilling resistance. Vortex spinning, best known through Murata's MVS machines, uses a jet of air to wrap fibres around a parallel core at very high speed, giving low hairiness and excellent pilling resistance with a slightly firmer hand. Both are worth asking about whenever pilling is a concern.",
          ],
          bullets: [
            'Carded ring-spun: mid-range tees and twills',
            'Combed ring-spun: premium tees, shirting, knitwear',
            'Compact combed: very smooth, low pilling, fine counts',
            'Open-end: budget tees, denim, towels, heavy fleece',
            'Vortex: low-pilling jersey and blends, firmer hand',
          ],
        },
        {
          heading: 'Counts, twist and yarn effects in cotton',
          paragraphs: [
            'Cotton yarns use the English count, Ne. Coarse counts of 6s to 16s go into denim, canvas and heavy twill; 20s to 30s into jersey, sweatshirts and chinos; 40s to 60s into shirting and fine jersey; and 80s to 140s, usually two-ply, into luxury shirting. A count on a quote without the spinning method tells only part of the story: a 30/1 combed ring-spun yarn and a 30/1 open-end yarn make very different T-shirts.',
            'Twist level is expressed as a twist multiplier, which lets spinners scale twist to the fineness of the yarn. Knitting yarns use lower twist for softness, while warp yarns for weaving use higher twist to survive the loom. Very low-twist yarns give exceptionally soft jersey but raise the risk of pilling and spirality, so they often need compact spinning or careful finishing to perform well after washing.',
            'Effect yarns add character. Slub yarns have deliberate thick places and create the irregular texture popular in casual tees. Mélange yarns mix dyed and undyed fibres for heather greys. Gassed, or singed, yarns pass quickly through a flame that burns off protruding fibres, giving a clean surface and crisp stitch definition. Core-spun yarns wrap cotton around elastane or polyester for stretch denim and strong sewing threads.',
          ],
        },
      ],
      checklist: [
        'Ask for yarn count, ply and spinning method: carded or combed; ring, compact, open-end or vortex',
        'For premium basics, specify combed ring-spun or compact yarn',
        'Consider compact or vortex yarn when pilling is a known risk',
        'Confirm whether yarns are gassed or mercerised, and whether that is in the price',
        'Ask for yarn lot control to avoid shade differences and barré',
        'Judge slub and mélange effects on a bulk-sized sample, not a small swatch',
      ],
      keyTerms: [
        { term: 'Carding', definition: 'Brushing fibres between wire-covered rollers to separate them and form a sliver.' },
        { term: 'Combing', definition: 'Removing short fibres and neps from sliver to make a smoother, stronger yarn.' },
        { term: 'Noil', definition: 'The short fibre removed during combing.' },
        { term: 'Open-end spinning', definition: 'Rotor spinning; fast and economical, producing a bulkier, weaker yarn.' },
        { term: 'Gassing', definition: 'Passing yarn or fabric through a flame to remove surface fibres; also called singeing.' },
      ],
    },
    {
      number: 5,
      title: 'Core Constructions: Jersey, Poplin, Twill, Denim and Canvas',
      summary:
        'A handful of constructions make up most cotton garments. This chapter describes each one, its typical weight and its common pitfalls, so you can specify the right fabric for every style.',
      sections: [
        {
          heading: 'Cotton knits: jersey, rib, piqué, terry and fleece',
          paragraphs: [
            'Single jersey is the core cotton knit. Lightweight jersey of around 140 to 160 GSM suits fitted tees and layering pieces; classic tees sit around 160 to 200 GSM; heavyweight tees, popular in streetwear, run from about 220 to 300 GSM. Jersey is usually knitted from 20s to 40s combed ring-spun yarn, with finer counts giving a smoother, more lustrous surface. Its main risks are spirality, shrinkage in length and curling edges.',
            'Rib knits give the stretch needed for necklines, cuffs and fitted tops; 1x1 rib is fine and stretchy, while 2x2 rib has more texture and recovery. Adding around 3 to 5 percent elastane to neckband rib keeps collars from stretching out. Interlock is smooth on both sides and popular for baby wear. Piqué, with its honeycomb texture, is the polo shirt fabric, often around 180 to 240 GSM.',
            'Loopback French terry and brushed fleece are the sweatshirt fabrics. They combine a face yarn, often combed cotton, with a heavier backing yarn that forms loops on the reverse; fleece brushes those loops into a warm nap. Typical weights are 280 to 400 GSM or more. Many are blended with polyester for stability and lower shrinkage, so if you want 100 percent cotton, specify it and expect to control shrinkage more carefully.',
          ],
        },
        {
          heading: 'Cotton wovens: poplin, oxford, twill and more',
          paragraphs: [
            'Poplin is a tight plain weave with more warp than weft yarns per inch, creating a fine horizontal rib and a crisp, smooth surface. Shirting poplin typically weighs 100 to 130 GSM. Oxford is a basket-type weave with a softer, more textured surface and slightly heavier weight, classic for button-down shirts. Lawn and voile are lighter and more transparent, while chambray uses a coloured warp and a white weft for a denim-like look without the weight.',
            'Twill gives cotton its workhorse fabrics. Drill and chino twill, typically 2/1 or 3/1 and around 200 to 300 GSM, are used for trousers, jackets and uniforms. Gabardine is a steep, tightly woven twill that sheds light rain. Cotton sateen uses long floats for a smooth, lustrous face. Flannel is brushed on one or both sides for warmth, and corduroy and velveteen add cut pile, both with a nap direction that must be respected in cutting.',
            'For any woven, the specification should include yarn counts, ends and picks per inch, weave, width and finished weight. A poplin written as 40x40 / 133x72 describes a standard commercial quality; a two-ply 100/2 x 100/2 poplin at a higher density is a luxury shirting that costs several times as much. The numbers make quotes comparable and stop a supplier quietly substituting a cheaper construction.',
          ],
        },
        {
          heading: 'Denim and canvas',
          paragraphs: [
            'Denim is a warp-faced twill, usually 3/1, with an indigo-dyed warp and a natural or white weft, which is why the face is blue and the back much lighter. Weight is quoted in ounces per square yard: about 8 to 11 oz for shirts and summer jeans, 12 to 14 oz for classic jeans, and 15 oz or more for heavyweight and raw denim. Right-hand twill is the most common, left-hand twill feels softer, and broken twill reduces leg twist.',
            'Indigo is a vat dye that builds up on the outside of the yarn while the core stays white, which is what allows denim to fade. Rope dyeing gives deep, high-contrast fades; slasher dyeing is more common and economical. Stretch denim typically adds 1 to 3 percent elastane, often through core-spun weft yarns. Raw, unsanforized denim can shrink around 8 to 10 percent, so most denim is sanforized to a residual shrinkage of roughly 1 to 3 percent.',
            'Canvas and duck are heavy, tight plain weaves, commonly about 10 to 20 oz per square yard, used for workwear, outerwear, bags and shoes. Their density makes them strong and wind-resistant, but they can be stiff until washed. Garment-washing canvas softens it and adds a lived-in character, but like every washed cotton garment it must be planned into the pattern through measured shrinkage allowances.',
          ],
          bullets: [
            'Shirt and summer denim: about 8 to 11 oz',
            'Classic jeans: about 12 to 14 oz',
            'Heavyweight and raw denim: 15 oz and above',
            'Stretch denim: typically 1 to 3 percent elastane',
            'Canvas and duck: about 10 to 20 oz',
          ],
        },
      ],
      checklist: [
        'Specify construction, yarn counts, density, weave, width and finished weight for every woven',
        'For knits, specify construction, gauge, yarn count, GSM and any elastane',
        'For denim, confirm weight in oz/yd², twill direction, dye method, elastane and sanforizing',
        'Ask for residual shrinkage on each fabric after its final finish',
        'Check the nap direction of flannel, corduroy and velveteen and adjust consumption',
        'Approve bulk-representative swatches, not lab samples, before production',
      ],
      keyTerms: [
        { term: 'Poplin', definition: 'A tight plain weave with a fine rib, used for crisp shirts.' },
        { term: 'Chambray', definition: 'A plain weave with a coloured warp and a white weft.' },
        { term: 'Right-hand twill', definition: 'A twill whose diagonal rises to the right; the most common denim weave.' },
        { term: 'Sanforized', definition: 'A trademarked compressive shrinkage finish for wovens that limits residual shrinkage.' },
        { term: 'French terry', definition: 'A knit with a smooth face and a looped back, used for sweatshirts.' },
      ],
    },
    {
      number: 6,
      title: 'Finishing: Mercerisation, Pre-Shrinking and Garment Dye',
      summary:
        'Finishing turns raw cotton fabric into something a customer wants to wear and can safely wash. This chapter covers preparation, mercerisation, dyeing, shrinkage control and the garment-dye route.',
      sections: [
        {
          heading: 'Preparation and mercerisation',
          paragraphs: [
            'Greige cotton fabric contains natural waxes, seed fragments and the size applied to warp yarns for weaving. Preparation removes them: singeing burns off surface fibres, desizing removes the size, scouring strips waxes with hot alkali, and bleaching, usually with hydrogen peroxide, whitens the fabric and evens the base for dyeing. Poor preparation causes patchy dyeing and poor absorbency, so ask which steps your fabric has received, especially PFD, or prepared-for-dye, fabrics.',
            'Mercerisation treats cotton yarn or fabric with concentrated sodium hydroxide, or caustic soda, usually under tension. The fibres swell, their flat, twisted cross-section becomes rounder, and the surface reflects more light. Mercerised cotton is more lustrous, stronger and more dimensionally stable, and it absorbs dye more readily, so colours look deeper for the same amount of dye. It is standard for fine shirting, premium polos and the silky mercerised cotton tees and knitwear found in upmarket ranges.',
            'Mercerisation adds cost per metre or kilogram and is usually combined with gassing for the cleanest result, hence the term gassed and mercerised. Ask whether it is done on the yarn or on the fabric, as yarn mercerisation gives the most lustre in knits, and check that the mill recovers its caustic soda and treats its effluent properly, because spent caustic is a significant pollutant.',
          ],
        },
        {
          heading: 'Dyeing and printing cotton',
          paragraphs: [
            'Most cotton is dyed with reactive dyes, which bond chemically with the fibre and give bright shades and good wash fastness. Vat dyes, including indigo, offer excellent fastness for workwear and uniforms, while sulphur dyes provide economical blacks, navies and browns but can fade and change tone over time. Pigment dyeing and printing fix colour to the surface with a binder, producing soft, vintage-style fading but weaker rub fastness.',
            'Cotton can be dyed as fibre, yarn, fabric or finished garment. Yarn dyeing is used for stripes, checks, chambray and mélange. Piece dyeing, dyeing whole rolls of fabric, is the most common and cost-effective route. Printing includes reactive and pigment printing on fabric, and screen or digital printing on cut panels or garments. Each route has different minimums and lead times, and colour consistency is easiest to achieve with piece dyeing in large lots.',
            'Ask for the dye class with every quote, because it explains much of the price difference between two fabrics that look identical on the swatch card. A black poplin in reactive dye will hold its colour better than one in sulphur, and a pigment-dyed tee will fade by design. Make sure the care label and product description match the dye method, so that customers expect the fading they eventually see.',
          ],
          bullets: [
            'Reactive: bright colours, good wash fastness, used for most cotton',
            'Vat, including indigo: excellent fastness, denim and workwear',
            'Sulphur: economical dark shades, can fade',
            'Pigment: soft vintage look, fades and rubs off more',
            'Direct: inexpensive, lower wash fastness, often needs an after-treatment',
          ],
        },
        {
          heading: 'Pre-shrinking and garment dyeing',
          paragraphs: [
            'Cotton shrinks because fabric is stretched during weaving, knitting and wet processing and relaxes back when it is washed. For wovens, compressive shrinkage finishes, best known by the Sanforized trademark, compress the fabric lengthwise between a thick rubber belt and a heated cylinder so that it has already shrunk before cutting. For knits, compactors do a similar job on tubular or open-width fabric. Both can bring residual shrinkage down to around 3 to 5 percent or less.',
            'Garment dyeing reverses the usual order: garments are sewn from undyed PFD fabric and dyed afterwards. It allows small runs in many colours, late colour decisions and the soft, lived-in look popular in premium basics. But garments shrink during dyeing, often by 5 to 10 percent, so patterns must be cut larger, and shade varies between dye lots. Thread, labels and trims must be chosen to take the dye or resist it, as intended.',
            'Garment washes, such as enzyme, stone and softener washes, follow similar rules. They soften and pre-shrink the garment, but they also weaken the fabric slightly and change the colour. Run a wash test on full samples before finalising the pattern: measure before and after, adjust the pattern by the measured shrinkage in each direction and repeat until the washed garment meets your size chart.',
          ],
        },
      ],
      checklist: [
        'Ask which preparation steps (singeing, desizing, scouring, bleaching) the fabric receives',
        'Confirm whether yarn or fabric is mercerised, and that it is included in the price',
        'Ask for the dye class and match your care label to it',
        'Specify residual shrinkage after compacting or Sanforizing, with the test method',
        'For garment dyeing, buy PFD fabric and choose thread and trims that behave as intended',
        'Run a full garment wash test and adjust the pattern before grading',
      ],
      keyTerms: [
        {
          term: 'Mercerisation',
          definition: 'Treating cotton with caustic soda under tension to increase lustre, strength and dye uptake.',
        },
        { term: 'PFD', definition: 'Prepared for dye; fabric scoured and bleached but not dyed, used for garment dyeing.' },
        { term: 'Compacting', definition: 'A mechanical finish for knits that reduces residual shrinkage in length.' },
        { term: 'Reactive dye', definition: 'A dye that forms a chemical bond with cellulose, giving good wash fastness.' },
        { term: 'Garment dyeing', definition: 'Dyeing finished garments rather than fabric or yarn.' },
      ],
    },
    {
      number: 7,
      title: 'Testing Cotton: Shrinkage, Torque, Pilling and Colourfastness',
      summary:
        'Cotton problems are predictable and testable. This chapter sets out the tests every cotton product should pass and realistic targets to put in your specifications.',
      sections: [
        {
          heading: 'Shrinkage and dimensional stability',
          paragraphs: [
            'Test dimensional change on both fabric and finished garments. Use AATCC 135 for fabrics and AATCC 150 for garments for the United States market, or ISO 6330 washing and drying with ISO 5077 measurement for Europe and much of Asia. Specify the wash temperature, the number of cycles, commonly three, and the drying method, and make them match your care label. A test at 30 degrees with line drying tells you little if your customers tumble dry.',
            'Realistic targets for cotton are often around plus or minus 3 percent for wovens and plus or minus 5 percent for jersey and fleece, with tighter limits for premium shirting. Garment-dyed and garment-washed pieces should show very little further shrinkage, because they have already shrunk in the process. Watch for growth as well: loose knits can widen as they shrink in length, which changes the fit as much as shrinkage does.',
            'Ask your mill for shrinkage results on every bulk lot, not only at development, because shrinkage varies from lot to lot with finishing conditions. For high-volume styles, many brands also run their own wash checks on a few garments from every production batch, measuring key points such as body length, chest width and sleeve length before and after washing, and comparing them with the size chart tolerances.',
          ],
        },
        {
          heading: 'Spirality, skew and appearance after washing',
          paragraphs: [
            'Spirality in jersey shows as side seams twisting towards the front after washing. Test it with AATCC 179 or ISO 16322, which measure the twist after laundering, and set a limit, often around 5 percent or less for basic tees. Controls include balanced or lower-twist yarns, compact yarn, open-width finishing and cutting on grain. Tubular garments without side seams hide the seam but not the twist, which still shows in hems and prints.',
            'In wovens, skew and bow distort the weft so that stripes or checks slope or curve across the width, and in twills they contribute to leg twist in jeans. Denim mills deliberately skew fabric during finishing to counteract leg twist. Ask for skew and bow limits, commonly around 2 to 3 percent, and inspect striped or checked fabrics especially carefully, because the eye picks up even small distortions at seams.',
            'Smoothness after washing, tested with AATCC 124, matters for shirts sold as easy-care. Non-iron cotton shirts rely on resin finishes that cross-link the cellulose; these can release formaldehyde, so set a limit and test it with ISO 14184-1. Resin finishes also reduce tear and abrasion strength, sometimes sharply, so check strength results on the finished fabric rather than assuming the greige figures still apply.',
          ],
        },
        {
          heading: 'Pilling, strength and colourfastness',
          paragraphs: [
            'Cotton pills less than many synthetics, because weak cotton pills usually break away, but short-staple, open-end and low-twist yarns still pill and fuzz, especially in fleece and soft jersey. Test with ISO 12945-2 on a Martindale or ISO 12945-1 in a pilling box, and set a minimum grade, commonly 3 to 3.5 for knits. Cotton-polyester blends need particular attention, because the strong polyester fibres anchor pills to the surface.',
            'Check tear strength for shirting and lightweight wovens, especially after resin or enzyme finishes, with ISO 13937 or ASTM D1424, and bursting strength for jersey with ISO 13938. Seam slippage, tested with ISO 13936, matters for sateen and loosely woven fabrics where yarns can pull away from the stitching. Abrasion resistance, measured with ISO 12947, is important for workwear, chinos and denim, above all at the seat, knees and pocket edges.',
            'Colourfastness targets depend on colour and dye method. For reactive-dyed cotton, aim for grade 4 for washing (ISO 105-C06 or AATCC 61) and dry rubbing (ISO 105-X12 or AATCC 8), and grade 3 or better for wet rubbing. Indigo denim and pigment dyes often fall short of these targets by design; in that case, disclose it through care labels and hangtags advising customers to wash separately and to expect colour transfer when new.',
          ],
          bullets: [
            'Shrinkage: AATCC 135 and AATCC 150, or ISO 6330 with ISO 5077',
            'Spirality: AATCC 179 or ISO 16322',
            'Pilling: ISO 12945-1 or ISO 12945-2',
            'Tear and burst: ISO 13937 and ISO 13938',
            'Colourfastness: ISO 105-C06, -X12, -B02 and -E04',
            'Formaldehyde: ISO 14184-1',
          ],
        },
      ],
      checklist: [
        'Write shrinkage limits, test methods and wash conditions into every cotton specification',
        'Request shrinkage results for each bulk lot, not only at development',
        'Set spirality limits for jersey and skew and bow limits for wovens',
        'Specify a minimum pilling grade, the method and the number of rubs',
        'Test formaldehyde on any resin-finished or non-iron cotton',
        'Match colourfastness targets to the dye method and disclose intentional fading',
      ],
      keyTerms: [
        { term: 'AATCC 135', definition: 'The United States test method for dimensional change of fabrics after home laundering.' },
        { term: 'Skew', definition: 'Distortion in which the weft yarns slope at an angle across a woven fabric.' },
        { term: 'Bow', definition: 'Distortion in which the weft yarns curve across the width of a woven fabric.' },
        { term: 'Pilling grade', definition: 'A rating from 1 to 5 of surface pilling, where 5 means no pilling.' },
      ],
    },
    {
      number: 8,
      title: 'Sourcing and Costing Cotton',
      summary:
        'Cotton prices move with the commodity market, yarn choices and finishing, and minimums vary widely between mills. This chapter shows where the cost sits and how to buy cotton fabric well at small volumes.',
      sections: [
        {
          heading: 'What drives cotton fabric cost',
          paragraphs: [
            'A cotton fabric price is built from fibre, yarn, construction and finishing. Raw cotton is a traded commodity whose price moves with harvests, demand and trade policy, often by tens of percent within a year, and mills pass those changes on. Spinning costs rise steeply with fineness, combing, compact spinning and plying. Construction adds cost with density and complexity, and finishing adds the rest: dyeing, mercerisation, compacting or Sanforizing, special washes and certification.',
            'Upgrades stack up. Moving a basic jersey from open-end carded yarn to combed ring-spun yarn raises the price per kilogram noticeably, and compact yarn or ELS cotton raises it again. A two-ply luxury shirting can cost several times as much as a standard poplin. Knits are usually priced by the kilogram and wovens by the metre or yard, so convert kilogram prices using the weight and width before you compare offers.',
            'Converting is straightforward. A jersey at 180 GSM and 180 centimetres open width weighs 0.324 kilograms per linear metre, so a price of 7 dollars per kilogram equals about 2.27 dollars per metre. Check whether the quoted width is tubular or open, and whether the price is for greige or finished fabric, before comparing quotes, because either can change the real cost considerably.',
          ],
        },
        {
          heading: 'Minimums, stock programmes and timelines',
          paragraphs: [
            'Cotton mills often set minimums of around 1,000 to 3,000 metres per colour for custom-dyed wovens, and a few hundred kilograms to a tonne per colour for knits, with surcharges to go lower. Fabrics from stock programmes, such as PFD bases or stock colours, can be bought by the roll, which makes them ideal for first collections and test runs. Garment dyeing on stock PFD fabric is another route to small quantities in many colours.',
            'Certified organic or Supima fabrics may carry higher minimums because of their segregated supply chains, while recycled-content fabrics depend on the availability of suitable waste. Lead times for custom cotton fabrics are commonly four to eight weeks after lab dip approval, plus the yarn lead time if a special yarn must be spun. Start development early, and place fabric orders ahead of the garment order to secure mill capacity.',
            'Where fabric and garments are made also affects price. Sourcing fabric in the same country as your garment factory reduces freight, lead time and duty complexity, and helps you meet the rules of origin in trade agreements. Major cotton fabric hubs include India, Pakistan, Bangladesh, China, Turkey and Portugal, each with different strengths in knits, wovens and denim, and different price positions and minimums.',
          ],
        },
        {
          heading: 'Costing a cotton garment',
          paragraphs: [
            'Work through a simple example: a heavyweight tee in 240 GSM combed ring-spun jersey, bought at 9 dollars per kilogram. With a consumption of 0.38 kilograms per garment, including the rib collar and wastage, fabric costs about 3.42 dollars. Add cutting, making and trimming, labels, testing, packaging, freight and duty to reach the landed cost, then apply your margin model to check that the retail price still works.',
            'Test alternatives before accepting a price. Moving from 240 to 220 GSM saves around 8 percent of fabric weight; moving from compact to standard combed yarn may save more; choosing a stock colour instead of a custom colour removes small-lot surcharges. Equally, know which features customers notice most, usually hand-feel, weight and shrinkage performance, and protect those in every negotiation rather than trading them away for cents.',
            'Finally, build relationships with one or two cotton mills rather than chasing the lowest quote every season. Consistent volumes, clear specifications and prompt payment earn better prices, priority on capacity and honest communication when something goes wrong. A mill that understands your quality standards, and knows you will test against them, is worth far more than a few cents saved per metre.',
          ],
        },
      ],
      checklist: [
        'Ask for prices per kilogram and per metre, with GSM and width, so you can compare offers',
        'Request the MOQ per colour, the surcharge below it and any stock PFD or stock colours',
        'Confirm the lead time from lab dip approval, plus any yarn lead time',
        'Ask whether the price is for greige or finished fabric, and ex-mill, FOB or delivered',
        'Calculate fabric cost per garment from consumption, including rib and wastage',
        'Review prices with the mill when cotton commodity prices move significantly',
      ],
      keyTerms: [
        { term: 'Stock programme', definition: 'A range of fabrics or greige bases a mill keeps available for quick, small orders.' },
        { term: 'Landed cost', definition: 'The full cost of a product delivered to your warehouse, including freight, duty and fees.' },
        { term: 'Tubular width', definition: 'The flat width of a circular knit fabric before it is slit open.' },
        { term: 'Rules of origin', definition: 'Trade agreement criteria that decide where a product was made for duty purposes.' },
      ],
    },
  ],
  closing: [
    'Cotton rewards founders who look past the label. Staple length, yarn type, construction and finishing explain almost every difference between a tee that lasts five years and one that is retired after five washes, and between a fair price and an overpayment. With the numbers in this guide you can write specifications that make quotes comparable and hold mills to measurable results.',
    'Use the chapter checklists to brief your next cotton fabric, insist on shrinkage, spirality and colourfastness results before bulk, and keep the paperwork that backs every variety and sustainability claim you make. When your range grows beyond cotton, the Plant-Based, Animal-Based and Synthetic guides in this series apply the same practical approach to linen, viscose, wool, silk, polyester and more.',
  ],
};
