/**
 * Body text of the Plant-Based 202 PDF. Chapter numbers and titles match `chapters` of
 * 'fabric-202-plant-based' in ../catalogue.ts (see chapter-titles-202-204.md). Pure data.
 */
import type { GuideContent } from './types.js';

export const content: GuideContent = {
  slug: 'fabric-202-plant-based',
  introduction: [
    'Plant-based fabrics sit at the centre of most modern collections, yet they are among the most misunderstood materials a founder will buy. The word ‘natural’ is applied equally to a crisp European linen grown with almost no irrigation and to a viscose made by dissolving wood pulp in caustic soda and carbon disulphide. Both start life as cellulose, but they behave, shrink, cost and are labelled in completely different ways, and customers will judge your brand on whether you understood the difference before the hangtag went on.',
    'This guide covers two families. The first is the bast fibres, linen, hemp and ramie, which are extracted mechanically from plant stems and spun into yarn much as they have been for centuries. The second is the regenerated cellulosics, viscose, modal, lyocell and cupro, where wood or another plant is broken down to pure cellulose and rebuilt as a manufactured fibre. Between them they give you the cool hand of summer shirting, the fluid drape of a slip dress and the soft recovery of premium loungewear, each with its own technical trade-offs.',
    'Every chapter is written from the factory floor rather than the mood board. You will find typical GSM ranges, the test methods that laboratories and retailers actually quote, such as ISO 6330, AATCC 135, ISO 12945 and the ISO 105 colourfastness series, realistic minimum order quantities and the questions that separate a capable mill from a trading agent. Each chapter ends with a checklist you can take straight into a supplier meeting and a short glossary, so that you and your factory use the same words for the same things.',
  ],
  chapters: [
    {
      number: 1,
      title: 'Bast Fibres: Linen, Hemp and Ramie',
      summary:
        'Linen, hemp and ramie are strong, breathable fibres taken from plant stems. This chapter explains how they are processed, how to read yarn and fabric specifications, and which weights suit which garments.',
      sections: [
        {
          heading: 'Flax and linen from field to yarn',
          paragraphs: [
            'Linen is made from the stem of the flax plant, Linum usitatissimum. Most of the world’s high-quality scutched flax is grown in a coastal band running from Normandy through Belgium to the Netherlands, where cool, damp summers suit the crop. After pulling, the stalks are usually dew-retted in the field for several weeks, so that bacteria and fungi loosen the pectins binding the fibre bundles to the woody core. The colour and softness of the final fibre depend heavily on how evenly that retting was done, which is why linen varies from harvest to harvest.',
            'After retting, scutching breaks and removes the woody core, and hackling combs the fibres into long, parallel ‘line’ flax and shorter, tangled ‘tow’. Line flax is usually wet spun: the roving passes through hot water, which softens the natural gums and allows fine, smooth, lustrous yarns. Tow is usually dry spun into coarser, more irregular yarns for heavier or rustic fabrics. When a mill quotes a price for ‘100% linen’, ask whether the yarn is wet-spun line or dry-spun tow, because the difference shows in handle, evenness and price.',
            'Linen yarns are still often counted in lea, the number of 300-yard hanks in one pound, or in metric count (Nm), the number of kilometres per kilogram. Higher numbers mean finer yarns: a 40 lea yarn, roughly Nm 24, suits shirting, while yarns of 10 to 16 lea, roughly Nm 6 to 10, appear in heavier trouser and jacketing cloth. Expect natural slubs, the thick-and-thin places that give linen its character. Agree up front whether slubs are a design feature or a defect, and keep a reference swatch signed by both sides.',
          ],
        },
        {
          heading: 'Hemp and ramie: the other bast fibres',
          paragraphs: [
            'Hemp comes from the stem of Cannabis sativa varieties grown for fibre, with negligible THC content. Its fibre bundles are longer and coarser than flax, and most apparel hemp is degummed and ‘cottonised’, cut and softened so that it can run on cotton spinning systems, usually blended with cotton. China dominates the supply of apparel-grade hemp yarn and fabric, although European growing and processing are increasing. Pure hemp fabrics feel stiff and papery at first and soften markedly with washing, so garment-washed or enzyme-washed finishes are common.',
            'Ramie, sometimes called China grass, comes from Boehmeria nivea, a plant of the nettle family grown mainly in China. Its fibres must be chemically degummed, and the result is one of the strongest and most lustrous plant fibres available, brilliant white and excellent for dyeing. Its weaknesses are low elasticity and poor resistance to repeated folding, so sharp creases and collar edges can crack and wear through. Ramie is usually blended with cotton or linen, and it must always be labelled as ramie, never passed off as linen, even though the look is similar.',
            'All three bast fibres absorb moisture well, with a regain of roughly 8 to 12 percent, and combine excellent strength with very low stretch, typically only 2 to 4 percent elongation at break. That is why they feel cool, handle sweat well and wear for years, but also why they crease easily and have no natural recovery. A linen dress will not relax back to shape during the day the way a wool or a knitted fabric will, so pattern ease, fabric weight and finish all need to be chosen with that behaviour in mind.',
          ],
        },
        {
          heading: 'Choosing weights and finishes',
          paragraphs: [
            'Bast fabrics are specified in GSM, grams per square metre. As a working guide, handkerchief and blouse linens run from about 100 to 140 GSM, classic shirting from 140 to 180 GSM, dress and trouser weights from 180 to 250 GSM, and jacketing, suiting and workwear canvases from 250 to 400 GSM or more. Hemp and hemp-cotton blends follow similar bands but tend to feel heavier at the same weight. Always ask for the weight after finishing and washing, because an unwashed loomstate figure can move by ten percent or more.',
            'Finishing transforms bast fabrics more than almost any other fibre. Common routes include piece-washed or stone-washed linen for a soft, lived-in hand, enzyme washing to reduce surface hairiness, calendering for a flat, lustrous face, and resin or easy-care finishes that reduce creasing at the cost of some breathability. Garment-dyed linen gives beautiful tonal variation but makes shrinkage harder to control. Decide which finish you are buying before sampling starts, and record it on the fabric specification sheet rather than leaving it buried in an email thread.',
          ],
          bullets: [
            'Blouses and lightweight shirts: 100–150 GSM, fine wet-spun line yarns',
            'Dresses, trousers and shirting with body: 160–250 GSM',
            'Unstructured jackets and suiting: 250–330 GSM, often with a soft washed finish',
            'Workwear, aprons and bags: 300–450 GSM linen canvas or hemp-cotton duck',
            'Typical finished widths: 140–150 cm for most linen and hemp-blend wovens',
          ],
        },
      ],
      checklist: [
        'Ask whether the linen is made from wet-spun line flax or dry-spun tow, and where the flax was grown and spun.',
        'Request finished GSM, finished width and construction (yarn count, ends and picks per centimetre) in writing.',
        'Approve a signed reference swatch that defines the acceptable slub level and colour variation.',
        'Confirm the finish (piece-washed, enzyme, calendered or resin) and whether it is applied to fabric or to garments.',
        'Request a shrinkage report after washing to ISO 6330 / ISO 5077 or AATCC 135 before approving bulk.',
        'For hemp and ramie blends, ask for a fibre composition report to the ISO 1833 series or AATCC 20A.',
      ],
      keyTerms: [
        {
          term: 'Retting',
          definition:
            'The controlled rotting of flax or hemp stalks, usually in the field, that loosens the fibre bundles from the woody core.',
        },
        {
          term: 'Line flax',
          definition: 'The long, parallel fibres left after hackling, normally wet spun into fine, smooth linen yarns.',
        },
        {
          term: 'Tow',
          definition: 'The shorter, tangled fibres removed during scutching and hackling, spun into coarser, more irregular yarns.',
        },
        {
          term: 'Lea',
          definition: 'A traditional linen yarn count: the number of 300-yard hanks weighing one pound. Higher numbers mean finer yarn.',
        },
        {
          term: 'Degumming',
          definition: 'Chemical or enzymatic removal of the natural gums that bind ramie or hemp fibres, needed before spinning.',
        },
      ],
    },
    {
      number: 2,
      title: 'From Wood Pulp to Fibre: Viscose and Rayon',
      summary:
        'Viscose is the most widely used regenerated cellulose fibre, prized for drape, colour and price but demanding to manufacture responsibly. Learn how it is made, how it performs and what to watch for in bulk production.',
      sections: [
        {
          heading: 'How viscose is made',
          paragraphs: [
            'Viscose starts as dissolving pulp, a highly purified cellulose made from trees such as eucalyptus, beech, pine and spruce, or from bamboo. The pulp is steeped in caustic soda, shredded, aged and reacted with carbon disulphide to form cellulose xanthate, which dissolves into a thick, honey-like solution called viscose dope. The dope is forced through spinnerets into a bath of sulphuric acid, where the cellulose regenerates into filaments. These are either wound as continuous filament yarn or cut into short staple fibre to be spun like cotton.',
            'The chemistry matters because carbon disulphide is toxic and, when poorly contained, harms workers and nearby communities. Responsible producers recover most of it and treat their emissions, and the ZDHC Man-Made Cellulosic Fibres guidelines set wastewater and air emission limits that fibre plants can be assessed against. When you source viscose, the name of the fibre producer matters more than the fabric mill. Ask which producer made the fibre, at which plant, and whether that plant has been verified against the ZDHC guidelines or comparable emission benchmarks.',
            'Rayon and viscose are essentially the same material seen through different labelling traditions. In the United States the Federal Trade Commission accepts ‘rayon’ or ‘viscose’ as the generic fibre name. In the European Union and the United Kingdom, the Textile Regulation (EU) No 1007/2011 requires ‘viscose’. Check the target market before you print care labels; a label reading ‘viscose’ is normally acceptable in all three markets. Avoid trade names and descriptions such as ‘art silk’, ‘bamboo silk’ or ‘vegan silk’ entirely, because they are misleading fibre descriptions.',
          ],
        },
        {
          heading: 'Performance strengths and weaknesses',
          paragraphs: [
            'Viscose has a moisture regain of around 11 to 13 percent, higher than cotton, which makes it comfortable in warm weather and gives deep, bright colours with reactive dyes. Its fibres are smooth and relatively heavy for their bulk, so fabrics drape fluidly rather than standing away from the body. Bright, semi-dull and full-dull variants, controlled by titanium dioxide delustrant, change the lustre. Common woven qualities include challis at 100 to 140 GSM, crepe and twill at 120 to 180 GSM, and satin at 90 to 150 GSM.',
            'The main weakness is wet strength. Regular viscose loses roughly 40 to 50 percent of its strength when wet and swells considerably, which causes the three classic complaints: shrinkage, distortion and seam slippage. Unstabilised viscose wovens can shrink 4 to 8 percent in the first wash, and a heavy machine cycle can leave a garment twisted or puckered at the seams. Open weaves and satins are especially prone to seam slippage, where yarns slide apart beside a seam under strain and leave a visible gap or a frayed hole.',
            'In knits, viscose jersey typically runs from 140 to 220 GSM, usually with 4 to 8 percent elastane for shape retention. It is soft and drapey, but spun viscose yarns are prone to pilling and to growth, where the fabric stretches out during wear and does not recover. Higher-twist yarns, compact or siro spinning and a sufficient elastane content all help. Ask for pilling results to ISO 12945-1 or ISO 12945-2 and for a stretch and recovery test before approving a viscose jersey quality for a core, repeat product.',
          ],
        },
        {
          heading: 'Specifying viscose for bulk production',
          paragraphs: [
            'Because viscose behaves so differently wet and dry, finishing is critical. Ask the mill whether a woven has been through compressive shrinkage or relaxation finishing, whether a knit has been relaxed and heat-set to stabilise the elastane, and whether any resin finish has been applied to reduce shrinkage. A good commercial target is within minus 3 percent in length and width after three washes for wovens, and within minus 5 percent for knits, although some retailers accept more on fluid crepes that carry a gentle-cycle care label.',
            'Printing is one of viscose’s great strengths. Rotary screen printing with reactive dyes is the traditional route, and digital reactive printing has made short runs affordable. Pigment printing is cheaper but stiffer and less fast to rubbing. Ask for a strike-off on the actual bulk base before approving colours, because the absorbency of viscose often makes prints appear darker and more saturated than the artwork or a strike-off on cotton. The tests below form a sensible minimum programme for any viscose fabric entering bulk production.',
          ],
          bullets: [
            'Dimensional stability: ISO 5077 after ISO 6330 washing, or AATCC 135',
            'Seam slippage: ISO 13936-1 or ISO 13936-2, critical for satins and crepes',
            'Colourfastness to washing (ISO 105-C06) and rubbing (ISO 105-X12)',
            'Pilling: ISO 12945-1 (pill box) or ISO 12945-2 (modified Martindale) for knits and brushed fabrics',
            'Tear strength: ISO 13937 for lightweight wovens',
          ],
        },
      ],
      checklist: [
        'Ask for the fibre producer’s name and plant, not just the fabric mill, and any ZDHC MMCF or Canopy verification.',
        'Write the shrinkage tolerance into the specification, for example within −3% for wovens and −5% for knits after three washes.',
        'Request a seam slippage result to ISO 13936 on every satin, crepe or open-weave viscose.',
        'Confirm whether a resin or easy-care finish is applied, and request a formaldehyde test to ISO 14184-1 if so.',
        'Approve strike-offs on the bulk base before any print goes into production.',
        'Use ‘viscose’ on labels for EU and UK sales, and ‘rayon’ or ‘viscose’ for the United States.',
      ],
      keyTerms: [
        {
          term: 'Dissolving pulp',
          definition:
            'Highly purified wood or plant cellulose produced specifically for making regenerated fibres such as viscose, modal and lyocell.',
        },
        {
          term: 'Viscose dope',
          definition:
            'The viscous solution of cellulose xanthate in dilute caustic soda that is extruded through spinnerets to form viscose fibre.',
        },
        {
          term: 'Delustrant',
          definition: 'Titanium dioxide added to the spinning solution to reduce lustre, giving bright, semi-dull or full-dull fibre.',
        },
        { term: 'Seam slippage', definition: 'Yarns sliding away from a seam line under strain, opening a gap; tested to ISO 13936.' },
        {
          term: 'Wet strength',
          definition: 'The strength of a fibre or fabric when wet; regular viscose loses a large share of its dry strength.',
        },
      ],
    },
    {
      number: 3,
      title: 'Modal, Lyocell and TENCEL',
      summary:
        'Modal and lyocell are regenerated cellulosics with better wet strength and stability than standard viscose. This chapter compares them, explains the TENCEL brand rules and covers fibrillation, the issue that catches out many first-time buyers.',
      sections: [
        {
          heading: 'Modal: the high wet modulus viscose',
          paragraphs: [
            'Modal is produced by a modified viscose process that gives a fibre with longer cellulose chains and a high wet modulus, meaning it keeps much more of its strength and shape when wet. It is usually made from beech pulp. Compared with regular viscose, modal shrinks less, holds its shape better after washing and feels exceptionally soft and smooth, with a cool touch against the skin. These qualities have made it the fibre of choice for premium underwear, loungewear, sleepwear and soft T-shirts.',
            'Modal jerseys typically range from 140 to 200 GSM and are commonly blended with 5 to 8 percent elastane, or with cotton in 50/50 or 60/40 ratios to add body and reduce cost. Micromodal uses finer fibres, around 1.0 dtex rather than the standard 1.3 dtex, for an even silkier hand in lightweight intimates. Modal is not immune to pilling, particularly in blends with polyester, so specify a pilling grade of at least 3 to 4 to ISO 12945-2 for everyday garments.',
            'TENCEL Modal is Lenzing’s branded modal, made from beech wood from sustainably managed forests in Austria and neighbouring countries. Other producers, including Birla Cellulose and several Asian fibre makers, also make modal, often at a lower price. The generic name ‘modal’ is recognised in ISO 2076 and in the EU Textile Regulation, so any genuine modal can be labelled as modal. The TENCEL trademark, however, may only be used for fibre supplied by Lenzing and with approval through Lenzing’s own brand licensing process.',
          ],
        },
        {
          heading: 'Lyocell and the closed-loop solvent process',
          paragraphs: [
            'Lyocell is made by dissolving wood pulp directly in an organic solvent, N-methylmorpholine N-oxide, usually shortened to NMMO. Unlike viscose, no chemical derivative of cellulose is formed and no carbon disulphide is used. The solution is spun through an air gap into a water bath, and the solvent is recovered from the bath and reused at rates above 99 percent in well-run plants. This is what the industry means by ‘closed-loop’ lyocell, and it is one of the few closed-loop claims in textiles that has genuine substance.',
            'Lyocell fibres are strong both dry and wet, with low shrinkage and a smooth, cool hand. They dye well and are used in shirting, dresses, denim, knitwear and bedding. Typical weights range from 100 to 140 GSM for shirting and blouses, 150 to 250 GSM for twills and dress fabrics, and 300 to 450 GSM for lyocell or lyocell-cotton denim. TENCEL Lyocell is Lenzing’s brand; other producers also make lyocell, and the generic name ‘lyocell’ can be used for any of them.',
            'The behaviour that surprises new buyers is fibrillation. When wet lyocell is rubbed, its fibres split along their length into tiny fibrils, creating a peach-skin surface. Controlled, this is the desirable sand-washed hand. Uncontrolled, it shows as white, frosty chalk marks or rope marks on dark colours after jet dyeing or home washing. Mills manage it with enzyme treatments, controlled primary and secondary fibrillation, or cross-linked fibre types such as TENCEL Lyocell A100 that resist fibrillation for smooth, clean surfaces.',
          ],
        },
        {
          heading: 'Choosing between viscose, modal and lyocell',
          paragraphs: [
            'All three fibres are cellulose and will look similar on a swatch card, so choose by end use. Viscose gives the best drape and print at the lowest price but needs the most care in washing. Modal offers superior softness and stability for next-to-skin knits. Lyocell offers the best strength, wet stability and environmental story, with a crisp or sand-washed hand depending on finish. In costing terms, regular viscose is usually cheapest, branded modal and lyocell command a premium, and branded lower-impact viscose sits in between.',
            'Whichever fibre you choose, ask how the garment will be finished. Lyocell and modal respond strongly to garment washing and enzyme treatments, and the same fabric can feel entirely different after a laundry programme. Make your approval sample from bulk fabric, put it through the intended garment wash, then test it. A lab dip or a fabric-only approval does not tell you what the customer will feel once the garment has been through the wash. The pairings below are sensible starting points.',
          ],
          bullets: [
            'Fluid printed dresses and blouses: viscose challis or crepe, 100–160 GSM',
            'Underwear, loungewear and soft tees: modal or micromodal jersey, 140–200 GSM',
            'Shirting, utility dresses and denim: lyocell or lyocell-cotton, 120–450 GSM',
            'Peach-skin or sand-washed looks: fibrillated lyocell with a controlled garment wash',
            'Dark, clean-surfaced knits: cross-linked lyocell such as TENCEL Lyocell A100, or modal',
          ],
        },
      ],
      checklist: [
        'Ask whether the fibre is branded (for example TENCEL, LENZING or Birla) and request the fibre certificate or transaction documents.',
        'If you want TENCEL or LENZING names on hangtags, start Lenzing’s brand approval process before sampling is finished.',
        'For dark lyocell colours, ask how fibrillation is controlled and whether a cross-linked fibre type is used.',
        'Approve bulk fabric after the intended garment wash, not only in fabric form.',
        'Set a pilling target, for example grade 3–4 to ISO 12945-2, for modal and lyocell jerseys.',
        'Confirm shrinkage results to ISO 6330 with ISO 5077 measurement after three washes.',
      ],
      keyTerms: [
        {
          term: 'High wet modulus (HWM)',
          definition:
            'A fibre property meaning the fibre resists stretching and keeps its strength when wet; the defining feature of modal.',
        },
        {
          term: 'NMMO',
          definition:
            'N-methylmorpholine N-oxide, the organic solvent used to dissolve cellulose in the lyocell process and recovered for reuse.',
        },
        {
          term: 'Fibrillation',
          definition:
            'Splitting of wet lyocell fibres into fine surface fibrils, giving either a desirable peach-skin hand or unwanted frosting.',
        },
        { term: 'Micromodal', definition: 'Modal made in a finer fibre, around 1.0 dtex, for a softer, silkier hand.' },
        { term: 'dtex', definition: 'Decitex: the weight in grams of 10,000 metres of fibre or yarn; lower numbers mean finer fibres.' },
      ],
    },
    {
      number: 4,
      title: 'Cupro and Bamboo: Reading the Labelling Claims',
      summary:
        'Cupro offers a silk-like hand from a cotton by-product, while ‘bamboo’ is one of the most mislabelled fibres in fashion. This chapter covers both, together with the legal rules that govern what you can say on a label.',
      sections: [
        {
          heading: 'Cupro: silk-like cellulose from cotton linter',
          paragraphs: [
            'Cupro, or cuprammonium rayon, is made by dissolving cellulose in a solution of copper and ammonia and spinning it into water, where the fibre is stretched and regenerated. The raw material is usually cotton linter, the very short fuzz left on cotton seeds after ginning, which is too short to spin itself. The best-known producer is Asahi Kasei in Japan, whose Bemberg cupro has been used for premium linings for decades. Cupro is mostly produced as very fine continuous filament, which explains its smooth, silky, slightly dry handle.',
            'Cupro is breathable, anti-static and moisture absorbent, which is why tailors favour it over polyester for jacket and coat linings: a cupro lining does not cling or feel clammy. Lining weights are typically 60 to 90 GSM, while cupro and cupro-blend dress and shirt fabrics run from about 90 to 160 GSM, often sand-washed for a peachy surface. Like viscose, cupro loses strength when wet and can suffer seam slippage in lightweight twills and satins, so seam allowances and stitch density need care.',
            'When specifying a cupro lining, test it together with the shell fabric. A shrinkage mismatch between lining and shell causes the lining to pull and the hem to pucker after cleaning. Ask for dimensional change results under the same care route as the outer fabric, whether that is ISO 6330 washing or ISO 3175 professional cleaning. Check colourfastness to perspiration to ISO 105-E04 as well, because linings sit against the underarms and absorb a great deal of sweat over the life of a jacket.',
          ],
        },
        {
          heading: 'The truth about bamboo',
          paragraphs: [
            'Almost all soft ‘bamboo’ apparel fabric is viscose or lyocell made from bamboo pulp. Bamboo is simply a plant source for cellulose, just as eucalyptus or beech are, and once it has been dissolved and regenerated none of the plant’s original structure or properties remain. Mechanically processed bamboo fibre, sometimes sold as bamboo linen, does exist, but it is rare, coarse and expensive. If a supplier offers silky bamboo jersey at a low price, it is regenerated cellulose and must be labelled that way.',
            'Regulators have acted repeatedly on this point. In the United States, the Federal Trade Commission requires such products to be described as ‘rayon made from bamboo’ or ‘viscose made from bamboo’, and in 2022 Kohl’s and Walmart agreed to pay a combined 5.5 million dollars in civil penalties over bamboo labelling and advertising. In the EU and UK, ‘bamboo’ is not a permitted fibre name under the Textile Regulation, so the composition must read ‘viscose’ or ‘lyocell’, with any mention of bamboo kept as a separate, truthful description of the raw material.',
            'Claims about antibacterial, UV-blocking, thermoregulating or biodegradable properties are the second trap. They are often copied from descriptions of the living bamboo plant and do not survive the viscose process. Any performance claim needs a test report on the finished fabric, for example ISO 20743 or AATCC 100 for antibacterial activity, and claims based on a chemical finish may also fall under biocide rules. If you cannot prove a property on your own fabric with your own report, leave it off the hangtag and the product page.',
          ],
        },
        {
          heading: 'Labelling rules every founder should know',
          paragraphs: [
            'Fibre content labelling is a legal requirement, not a marketing choice. In the EU, Regulation (EU) No 1007/2011 lists the permitted fibre names and requires percentages by weight in descending order, and the UK applies equivalent rules. In the United States, the Textile Fiber Products Identification Act and the FTC rules in 16 CFR Part 303 apply, alongside country of origin and the identity of the dealer, often shown as an RN number. Canada, Australia and other markets have their own requirements, so check each market before printing.',
            'Environmental marketing is tightening too. The EU Directive on Empowering Consumers for the Green Transition, which Member States must apply from September 2026, bans generic environmental claims such as ‘eco-friendly’ or ‘green’ unless backed by recognised excellent environmental performance, and restricts sustainability labels that are not based on a certification scheme or set by public authorities. The UK Competition and Markets Authority’s Green Claims Code already expects claims to be specific, accurate and substantiated. Write claims that name the fibre, the certification and the share of the product it covers.',
          ],
          bullets: [
            'Use only recognised generic names such as viscose, modal, lyocell, cupro, linen, hemp and ramie',
            'State fibre percentages by weight; a tolerance of 3 percent of total fibre weight applies in the EU and US',
            'Keep trademarks such as TENCEL, LENZING ECOVERO or Bemberg separate from the generic name, and use them only with permission',
            'Never use ‘bamboo’, ‘silk’ or ‘linen’ as shorthand for a regenerated cellulosic',
            'Support every environmental or performance claim with documents you could hand to a regulator',
          ],
        },
      ],
      checklist: [
        'Test any cupro lining together with its shell fabric for shrinkage under the same care method.',
        'Ask every ‘bamboo’ supplier whether the fibre is viscose, lyocell or mechanically processed, and get the answer in writing.',
        'Label bamboo-derived viscose as ‘viscose’ in the EU and UK, and as ‘rayon’ or ‘viscose made from bamboo’ in the US.',
        'Remove antibacterial, UV or biodegradability claims unless you hold a test report on your finished fabric.',
        'Obtain written permission before using fibre trademarks such as TENCEL or Bemberg on labels or product pages.',
        'Have fibre composition verified by a laboratory (ISO 1833 series or AATCC 20A) on the first bulk order.',
      ],
      keyTerms: [
        {
          term: 'Cuprammonium process',
          definition: 'A method of making regenerated cellulose by dissolving it in a copper and ammonia solution; the source of cupro.',
        },
        {
          term: 'Cotton linter',
          definition: 'The short fibres left on cotton seeds after ginning, used as a cellulose source for cupro and some other fibres.',
        },
        {
          term: 'Generic fibre name',
          definition: 'The legally recognised name of a fibre, such as viscose or lyocell, that must appear in the fibre composition.',
        },
        {
          term: 'Greenwashing',
          definition: 'Environmental claims that are vague, exaggerated or unsupported, increasingly targeted by regulators.',
        },
        {
          term: 'RN number',
          definition:
            'A Registered Identification Number issued by the US Federal Trade Commission that can identify the responsible company on a label.',
        },
      ],
    },
    {
      number: 5,
      title: 'Responsible Sourcing: FSC, Closed-Loop and Certifications',
      summary:
        'Plant-based does not automatically mean responsible. This chapter explains forest certification, closed-loop claims, recycled cellulosics and the paperwork that lets you make claims you can defend.',
      sections: [
        {
          heading: 'Forest sourcing and FSC',
          paragraphs: [
            'Every regenerated cellulosic begins in a forest or plantation, and according to the environmental organisation Canopy, hundreds of millions of trees are logged each year to make fabric. The risk is that pulp comes from ancient or endangered forests, or from plantations that replaced natural forest. Canopy runs the CanopyStyle initiative and publishes its Hot Button Report, which ranks man-made cellulosic fibre producers on their sourcing policies and forest risk. It is a quick and widely used way to see which producers have credible controls in place.',
            'Forest certification gives you documentary proof. The Forest Stewardship Council (FSC) certifies forest management against its standards and tracks material through the supply chain with chain of custody (CoC) certificates; PEFC is the other major scheme. For a fabric to carry an FSC claim, the companies that own and process the material along the chain generally need valid CoC certificates, and FSC trademarks may only be used on products or in marketing under a licence. Without that unbroken chain, you can describe a producer’s sourcing policy but not label the garment as certified.',
            'Ask the fibre producer for its FSC or PEFC certificate code and check it in the public certificate databases, such as FSC’s online certificate search. Check the scope, because a certificate may cover only certain sites or product groups. Then ask how the mill documents the link between your fabric and the certified fibre, usually through invoices bearing the claim and, for some branded fibres, through fibre identification technology that allows the producer to test a finished garment and confirm that its fibre is genuine.',
          ],
        },
        {
          heading: 'Closed-loop, lower-impact and recycled cellulosics',
          paragraphs: [
            '‘Closed-loop’ should mean that process chemicals or solvents are recovered and reused at very high rates. Lyocell’s NMMO recovery above 99 percent fits that description. For viscose, the phrase is often misused. Some producers now recover a large share of their carbon disulphide and publish emission data, and branded lower-impact viscoses such as LENZING ECOVERO and Birla Livaeco combine certified wood sourcing with reduced emissions. These are real improvements, but they are not the same as lyocell’s solvent loop, and your claims should not blur the two.',
            'Recycled cellulosics are growing. Lenzing’s REFIBRA lyocell includes a share of cotton scraps alongside wood pulp, and Birla’s Liva Reviva viscose includes recycled fabric waste. Producers such as Circulose and Infinited Fiber make pulp or fibre from discarded cotton-rich textiles. Supply, price and minimums vary, so ask for the exact recycled percentage, whether it is pre-consumer or post-consumer, and whether it is certified to the Recycled Claim Standard (RCS) or Global Recycled Standard (GRS) with transaction certificates available for your order.',
            'For bast fibres, look at farming and processing. Flax grown under the European Flax certification is essentially rain-fed and traceable to European farms, and Masters of Linen certifies linen that is spun and woven in Europe as well as grown there. Organic flax and hemp can be certified to the Organic Content Standard or, for a finished-product claim that includes processing chemicals, the Global Organic Textile Standard (GOTS). Hemp is promoted as needing little water and few pesticides, which is broadly fair, but degumming, processing and dyeing still carry real impacts.',
          ],
        },
        {
          heading: 'Certificates, transaction documents and what they allow you to say',
          paragraphs: [
            'Certificates work at two levels. A scope certificate confirms that a company is certified to a standard for particular processes and products. A transaction certificate, used by GOTS and by Textile Exchange standards such as the OCS, RCS and GRS, confirms that a specific shipment contains certified material. If you want to put a certified claim on a product, you need the chain of transaction certificates running through to your own order, not just a photocopy of a mill’s scope certificate from two years ago.',
            'Keep a simple claims file for each style: the fibre producer, the certificates and their expiry dates, the transaction certificate numbers, test reports and the exact wording used on the label and website. When a retailer, regulator or journalist asks how you know your dress is made from responsibly sourced fibre, you can answer in minutes. The file is also your best protection against a supplier quietly switching to a cheaper, uncertified fibre between the approved sample and bulk production.',
          ],
          bullets: [
            'OEKO-TEX STANDARD 100: tests the article for harmful substances; choose the product class for the end use, such as Class I for babies or Class II for skin contact',
            'GOTS: organic natural fibres plus processing criteria; ‘organic’ needs at least 95% certified organic fibre, ‘made with organic’ at least 70%',
            'OCS, RCS and GRS: content claims for organic or recycled material, verified by transaction certificates',
            'FSC and PEFC: forest sourcing for the pulp behind regenerated cellulosics',
            'EU Ecolabel: a product label covering fibre production, chemicals and fitness for use',
          ],
        },
      ],
      checklist: [
        'Check your fibre producer’s rating in Canopy’s Hot Button Report before committing to a viscose or modal.',
        'Ask for FSC or PEFC certificate codes and verify them in the public databases, including scope and expiry.',
        'Request transaction certificates for every certified or recycled claim, linked to your purchase order.',
        'Ask what percentage of a recycled cellulosic is recycled, and whether it is pre-consumer or post-consumer.',
        'Check that OEKO-TEX certificates cover the right product class and are still valid.',
        'Keep a claims file per style with certificates, TCs, test reports and the approved label wording.',
      ],
      keyTerms: [
        {
          term: 'Chain of custody (CoC)',
          definition:
            'The documented path of certified material through each company that owns or processes it, from source to finished product.',
        },
        {
          term: 'Transaction certificate (TC)',
          definition: 'A document from a certification body confirming that a specific shipment contains certified material.',
        },
        {
          term: 'Scope certificate (SC)',
          definition: 'A certificate confirming that a company is certified to a standard for defined processes and products.',
        },
        {
          term: 'CanopyStyle',
          definition:
            'Canopy’s initiative to keep ancient and endangered forests out of man-made cellulosic fibres, including its producer rankings.',
        },
        {
          term: 'Closed-loop process',
          definition: 'A production process in which solvents or chemicals are recovered and reused at very high rates, as in lyocell.',
        },
      ],
    },
    {
      number: 6,
      title: 'Care, Shrinkage and Testing',
      summary:
        'Most returns of plant-based garments come from shrinkage, twisting, colour loss and creasing. This chapter shows how to test for them, set realistic tolerances and write care labels that protect both the customer and the garment.',
      sections: [
        {
          heading: 'Why plant fibres shrink',
          paragraphs: [
            'Plant-based fabrics shrink for two main reasons. Relaxation shrinkage happens when tensions built in during spinning, weaving and finishing are released by the first wash, and the fabric returns towards its natural state. Swelling shrinkage happens because cellulose fibres absorb water and swell in diameter, which makes the yarns crimp more and shortens the fabric. Regenerated cellulosics swell far more than cotton or linen, which is why viscose is so sensitive, while modal and lyocell, with their higher wet modulus, behave much better.',
            'Unwashed linen can shrink 4 to 8 percent in length, with widths usually moving less. Mills reduce this through mechanical compaction, pre-washing and relaxed drying, and garment-washed linen is shrunk before cutting patterns are finalised. Unstabilised viscose wovens can move more than 5 percent, while well-finished modal jersey and lyocell wovens usually stay within 3 to 5 percent. If a fabric moves more than your tolerance, do not simply accept it: ask for a better finish or adjust your patterns to the measured shrinkage, then test again.',
            'Knits add another problem: spirality, also called torque, where side seams twist towards the front after washing. It is caused by twist liveliness in the yarn and by the knitting structure, and it is most common in single jersey. Measure it with ISO 16322 or AATCC 179 and ask for a result within about 5 percent for tops. Compact-spun or plied yarns, balanced knitting structures and correct relaxation and setting in finishing all reduce it, as does cutting the garment on the straight grain of the fabric.',
          ],
        },
        {
          heading: 'The test methods that matter',
          paragraphs: [
            'Dimensional stability is tested by washing a marked specimen on a standard cycle and measuring the change. In Europe and much of Asia, the washing and drying procedures come from ISO 6330 and the measurement from ISO 5077, with specimen preparation to ISO 3759. In North America, AATCC 135 is used for fabrics and AATCC 150 for finished garments. Always specify the cycle, such as ISO 6330 procedure 4N at 40°C or 4G for a gentle wash, the drying method and the number of washes, typically three.',
            'Colourfastness tests are graded on a 1 to 5 grey scale, where 5 means no change. The core set for apparel is ISO 105-C06 for washing, ISO 105-X12 for rubbing, ISO 105-E04 for perspiration and ISO 105-B02 for light. Dark reactive shades on viscose and linen often struggle with wet rubbing. Common commercial targets are grade 4 for dry rubbing and grade 2 to 3 for wet rubbing on dark shades, and at least 3 to 4 for both colour change and staining in washing.',
          ],
          bullets: [
            'Dimensional stability: ISO 5077 with ISO 6330, or AATCC 135 / AATCC 150',
            'Spirality: ISO 16322 or AATCC 179',
            'Pilling: ISO 12945-1 (pill box) or ISO 12945-2 (modified Martindale)',
            'Colourfastness: ISO 105-C06, ISO 105-X12, ISO 105-E04 and ISO 105-B02',
            'Seam slippage: ISO 13936-1 or ISO 13936-2',
            'Formaldehyde on resin-finished fabrics: ISO 14184-1',
          ],
        },
        {
          heading: 'Writing care labels that work',
          paragraphs: [
            'A care label has to be safe for every component of the garment, including linings, trims and prints, so it is set by the most delicate material. In Europe, symbols follow ISO 3758, which is based on the GINETEX system whose symbols are registered trademarks in many countries. In the United States, the FTC Care Labeling Rule (16 CFR Part 423) requires at least one safe method of care, supported by a reasonable basis such as test results, and ASTM D5489 covers the symbol system. Do not write ‘dry clean only’ simply to avoid testing a washable garment.',
            'As starting points, linen and hemp usually tolerate a 40°C normal wash and a hot iron while damp. Viscose is safest at 30°C on a gentle cycle, reshaped and line dried, with a warm iron; many crepes need a hand-wash or professional wet-clean label. Modal and lyocell usually accept 30 to 40°C gentle cycles, but lyocell should avoid high spin speeds and overloaded drums to limit fibrillation marks. Test the actual garment on the cycle you intend to print before approving the label artwork.',
            'A care label is also a communication tool. Explain on your product page and hangtag that linen creases by nature, that viscose should never be wrung and that tumble drying shortens the life of any cellulosic garment. Customers who know what to expect return fewer garments. If you include a ‘wash before wear’ or ‘wash with similar colours’ instruction on deep shades, make sure it is backed by the colourfastness results in your test report rather than used as a blanket excuse for weak dyeing.',
          ],
        },
      ],
      checklist: [
        'Specify the test cycle on every fabric specification, for example ISO 6330 4N, line dry, three washes, measured to ISO 5077.',
        'Set written shrinkage tolerances and a spirality limit of about 5 percent for jersey tops.',
        'Request colourfastness to washing, rubbing, perspiration and light on every colour, not just one.',
        'Test the finished garment, including lining and trims, before approving the care label.',
        'Ask for a formaldehyde result (ISO 14184-1) on any resin-finished fabric.',
        'Adjust patterns to the measured shrinkage before grading, not after bulk has been cut.',
      ],
      keyTerms: [
        {
          term: 'Relaxation shrinkage',
          definition: 'Shrinkage caused by the release of tensions introduced during spinning, weaving or knitting and finishing.',
        },
        {
          term: 'Spirality (torque)',
          definition:
            'Twisting of a knitted garment after washing, so that side seams move around the body; tested to ISO 16322 or AATCC 179.',
        },
        {
          term: 'Grey scale',
          definition: 'The standard 1 to 5 scale used to rate colour change and staining in colourfastness tests, where 5 means no change.',
        },
        { term: 'ISO 3758', definition: 'The international standard for care labelling symbols, based on the GINETEX system.' },
        {
          term: 'Care Labeling Rule',
          definition: 'The US FTC rule (16 CFR Part 423) requiring garments to carry care instructions with a reasonable basis.',
        },
      ],
    },
    {
      number: 7,
      title: 'Designing with Plant-Based Blends',
      summary:
        'Blends let you balance hand, performance and price, but they also change dyeing, care and labelling. This chapter covers the common plant-based blends, what each fibre contributes and how to specify them.',
      sections: [
        {
          heading: 'What each fibre brings to a blend',
          paragraphs: [
            'A good blend is designed around a problem you want to solve. Linen creases and can feel stiff, so blending it with viscose softens the hand and improves drape, while cotton adds body and reduces cost. Hemp is coarse and rigid on its own, so hemp-cotton blends, often 55/45, give a more comfortable handle while keeping hemp’s strength and story. Viscose and modal jerseys need shape retention, so elastane is added at 4 to 8 percent. Lyocell adds smoothness and strength to cotton in shirting and denim.',
            'Blends can be made in the yarn, called intimate blends, where the fibres are mixed before spinning, or in the fabric, where one fibre runs in the warp and another in the weft. A linen union, often called half-linen in Europe, traditionally has a cotton warp and a linen weft. Union fabrics give a cleaner, more even surface than intimate blends and can show subtle two-tone effects when dyed. Ask which construction you are being offered, because the same fibre percentage can look and behave very differently.',
          ],
          bullets: [
            'Linen/cotton, often 55/45 or 50/50: softer, cheaper and more even, still crisp',
            'Linen/viscose, from about 30/70 to 55/45: fluid drape, less creasing, lower cost',
            'Hemp/cotton, commonly 55/45: softer hand while keeping hemp’s strength',
            'Lyocell/cotton, about 30/70 to 50/50: smoother, stronger shirting and denim',
            'Modal/cotton, often 50/50: soft, stable jersey at a moderate price',
            'Viscose or modal with 4–8% elastane: shape retention in jersey',
          ],
        },
        {
          heading: 'Dyeing and finishing blended fabrics',
          paragraphs: [
            'All plant fibres are cellulose and dye with the same reactive, vat or direct dyes, so plant-plant blends can be dyed in one bath. Each fibre still absorbs dye differently. Viscose and modal take up reactive dye more readily than cotton, and linen’s compact, waxy surface takes it less evenly. The result can be a heathered, slightly uneven or two-tone effect, which may be charming on a washed linen-viscose but unwelcome on a smooth, formal shirt. Request lab dips on the actual blend, never on a pure cotton substitute.',
            'Elastane blends need heat-setting at temperatures that cellulosics tolerate only briefly, and the setting must be balanced against yellowing and stiffening of the cellulose. Ask whether the fabric was heat-set before or after dyeing, and at what width. Poorly set elastane blends show growth, curling edges and uneven width along the roll. For woven blends with linen, finishes such as enzyme washing act differently on each fibre, so expect a garment wash trial before the final hand is agreed with the mill.',
            'Shade matching across blends and across seasons is harder than on single fibres. Agree a shade tolerance, typically a CMC (2:1) colour difference of no more than 1.0 against the approved standard under D65 daylight, and ask for a shade band of continuous lots. Where a style combines a linen-cotton body with a viscose trim, approve both components side by side in the same light box, because two fabrics that each pass individually can still look mismatched once they are sewn together.',
          ],
        },
        {
          heading: 'Labelling and care for blends',
          paragraphs: [
            'Fibre content must be labelled by weight in descending order, using recognised generic names. Under US rules, a fibre present at 5 percent or less may be grouped as ‘other fiber’ unless it has a clearly established functional significance, which is why elastane is normally named even at 3 percent. The EU has a comparable provision for small amounts of fibre. In both systems a tolerance of 3 percent of total fibre weight applies to declared percentages, so a 55/45 label must be backed by fabric that tests within that band.',
            'Verify composition by quantitative fibre analysis, using the ISO 1833 series in Europe or AATCC 20A in North America. Chemical methods can separate viscose, modal or lyocell from cotton, but telling linen from cotton, or lyocell from viscose, relies on microscopy, which is slower and less precise. Ask your laboratory which method it used and keep the report in the style file. Mislabelled composition is one of the easiest compliance failures for a customs authority or a retailer’s quality team to find.',
            'Care instructions for a blend follow the most delicate fibre. A 55/45 linen-viscose shirt should carry viscose care, not linen care, with a cooler wash and a gentler spin. Blends can also make a garment easier to care for than either fibre alone, for instance a linen-cotton that creases less than pure linen. Test the finished garment and write the care label from the results, rather than copying a label from a different fibre mix elsewhere in your range.',
          ],
        },
      ],
      checklist: [
        'Ask whether a blend is an intimate yarn blend or a union fabric, and request both options where relevant.',
        'Approve lab dips on the actual blend under D65 light with a written colour-difference tolerance.',
        'Request a shade band of continuous lots before bulk cutting.',
        'Confirm the heat-setting temperature and width for any elastane blend.',
        'Verify composition with ISO 1833 or AATCC 20A testing before printing labels.',
        'Set care instructions by the most delicate fibre and confirm them by garment testing.',
      ],
      keyTerms: [
        {
          term: 'Intimate blend',
          definition: 'A yarn in which two or more fibres are mixed before spinning, giving an even blend throughout.',
        },
        {
          term: 'Union fabric',
          definition: 'A fabric with one fibre in the warp and another in the weft, such as a cotton-warp, linen-weft half-linen.',
        },
        { term: 'Lab dip', definition: 'A small dyed sample produced to match a colour standard before bulk dyeing is approved.' },
        {
          term: 'CMC (2:1)',
          definition: 'A colour-difference formula used to set instrumental shade tolerances between a sample and its standard.',
        },
        {
          term: 'Shade band',
          definition: 'A set of swatches from continuous production lots, showing the range of shade the mill will deliver.',
        },
      ],
    },
    {
      number: 8,
      title: 'Sourcing, MOQs and Costing',
      summary:
        'The final chapter turns fibre knowledge into buying decisions: where to source, what minimums to expect, how to convert kilograms to metres and how to build a realistic fabric cost for a garment.',
      sections: [
        {
          heading: 'Where plant-based fabrics come from',
          paragraphs: [
            'The supply map shapes price and lead time. Flax is grown mainly in France, Belgium and the Netherlands, and much of it is then spun and woven in China, with quality spinning and weaving also in Italy, Lithuania, Poland, Portugal and Belgium. Apparel hemp fabrics come largely from China. Regenerated fibre producers are concentrated in China, Indonesia, India and Austria, while the fabrics are woven and knitted across China, India, Turkey, Indonesia and Europe. Each route brings different minimums, quality systems and duty implications.',
            'You can buy through three kinds of supplier. Mills weave or knit to order and offer the best price and control, but with the highest minimums. Converters buy greige cloth and dye, finish or print it to your order with moderate minimums. Stock houses and jobbers sell finished fabric off the shelf, often by the roll, at a premium and with no guarantee that you can repeat it. Many founders start with stock fabric or converters for sampling and first runs, then move core fabrics to a mill once sales justify it.',
            'Lead times follow the same pattern. Stock fabric ships within days. Dyeing or printing existing greige typically takes three to six weeks after lab dip or strike-off approval. A new construction woven to order takes eight to twelve weeks, and European linen woven from newly spun yarn can take twelve to sixteen weeks. Add time for lab dips, usually one to two weeks per round, and for testing, typically five to ten working days at a commercial laboratory, before the fabric is released for cutting.',
          ],
        },
        {
          heading: 'Minimum order quantities and how to negotiate them',
          paragraphs: [
            'Minimums are driven by machine set-up. A dye batch, a set of print screens or a new warp on a loom all carry a fixed cost that has to be spread over enough metres. Indicative minimums for plant-based wovens are one roll, roughly 50 to 100 metres, for stock-supported colours; 500 to 1,500 metres per colour for dyeing from existing greige; and 1,500 to 3,000 metres per quality for a custom construction. Jersey is usually quoted by weight, often 200 to 500 kilograms per colour, and digital prints on viscose can start at 50 to 100 metres.',
            'Minimums become negotiable once you understand the mill’s constraints. A small-lot surcharge is often cheaper than buying 1,000 metres you cannot sell. Combining colours on the same greige, choosing stock shades, or ordering greige once and dyeing it in two lots all reduce your risk. Be honest about volumes and realistic about growth. Mills remember brands that over-promise, and a clear, reliable small customer is often treated better than a vague large one. The tactics below work with most mills.',
          ],
          bullets: [
            'Ask for the surcharge to go below minimum; 10–30 percent is common and often cheaper than excess stock',
            'Spread one colour’s minimum across several styles in the collection',
            'Use the mill’s stock colours for basics and reserve custom dyeing for hero colours',
            'Agree a dye-lot tolerance so that a small repeat order can be matched to your standard',
          ],
        },
        {
          heading: 'Building the fabric cost of a garment',
          paragraphs: [
            'Mills quote wovens per metre and knits per kilogram, so convert before comparing. Grams per running metre equal GSM multiplied by the usable width in metres. A 180 GSM modal jersey with 1.6 metres of usable width weighs 288 grams per metre, giving about 3.47 metres per kilogram. At 12 dollars per kilogram, that fabric costs roughly 3.46 dollars per metre. Always use the usable, cuttable width rather than the full width including selvedges and pin marks, or your costing will be optimistic.',
            'Garment fabric cost equals consumption per garment multiplied by the price per metre, plus allowances. Consumption comes from the marker, the layout of pattern pieces on the fabric, and a good marker uses 80 to 88 percent of the fabric area. Add 3 to 5 percent for end-of-roll loss, faults and testing, and more for large repeats or one-way prints. A relaxed linen shirt in size medium typically uses 1.6 to 1.9 metres of 145 cm fabric, and a midi viscose dress around 2.5 to 3.5 metres. The indicative prices below, for moderate volumes, are a sanity check rather than a quote.',
            'Finally, build the landed cost. A price quoted FOB covers delivery onto the vessel at the port of origin; you still pay freight, insurance, import duty and clearance. Under Incoterms 2020, compare FOB quotes with CIF or DDP offers on a like-for-like basis. Duty depends on the garment’s tariff classification, which usually follows the fibre that predominates by weight, so a 55/45 linen-cotton shirt and a 45/55 version can attract different rates. Ask a customs broker to confirm the classification before you finalise the blend.',
          ],
          bullets: [
            'Viscose challis or crepe, dyed or printed, Asian mills: about USD 2.50–5 per metre',
            'Linen shirting woven in China from European flax: about USD 6–12 per metre',
            'Linen woven in Europe: about EUR 12–25 per metre',
            'Lyocell twills and shirting: about USD 4–8 per metre',
            'Modal-elastane jersey: about USD 9–14 per kilogram',
          ],
        },
      ],
      checklist: [
        'Ask every supplier whether it is a mill, converter or stockist, and where the fabric is actually woven or knitted.',
        'Request minimums per colour and per quality, plus the surcharge for smaller lots.',
        'Get lead times broken down into lab dip, greige, dyeing or printing, finishing, testing and shipping.',
        'Convert all knit prices to cost per metre using GSM and usable width before comparing quotes.',
        'Ask for a marker-based consumption figure for your own pattern, not a generic estimate.',
        'Confirm the Incoterm (FOB, CIF or DDP) and the HS code with a customs broker before final costing.',
        'Agree payment terms, reorder availability of the greige and the dye-lot tolerance in writing.',
      ],
      keyTerms: [
        { term: 'Greige', definition: 'Fabric as it comes off the loom or knitting machine, before dyeing, printing or finishing.' },
        {
          term: 'Converter',
          definition:
            'A company that buys greige fabric and has it dyed, printed and finished for sale, often at lower minimums than a mill.',
        },
        { term: 'Marker efficiency', definition: 'The percentage of fabric area actually used by pattern pieces in a cutting layout.' },
        {
          term: 'Incoterms',
          definition:
            'International Chamber of Commerce trade terms, such as FOB, CIF and DDP, defining who pays for and bears the risk of each stage of delivery.',
        },
        { term: 'Usable width', definition: 'The cuttable width of a fabric, excluding selvedges, pin marks and any faulty edges.' },
      ],
    },
  ],
  closing: [
    'Plant-based fabrics reward founders who do their homework. The same word, linen or viscose, can describe a beautiful, durable cloth or a garment that shrinks a size and twists after one wash. The difference lies in fibre source, yarn, finish and testing. You now have the vocabulary and the standards to ask for the right quality, and to recognise when a supplier is offering something less than it claims.',
    'Use the checklists in each chapter as the backbone of your fabric specification sheets. Keep every test report, certificate and transaction document with the style, and revisit them each season, because mills change fibre suppliers and finishes more often than they tell you. Start small, approve everything in writing, test the garment rather than only the fabric, and build your range around the plant-based materials whose behaviour you truly understand.',
  ],
};
