/**
 * Body text of the Synthetic 204 PDF. Chapter numbers and titles match `chapters` of
 * 'fabric-204-synthetic' in ../catalogue.ts (see chapter-titles-202-204.md). Pure data.
 */
import type { GuideContent } from './types.js';

export const content: GuideContent = {
  slug: 'fabric-204-synthetic',
  introduction: [
    'Synthetic fibres make up well over half of all fibre produced worldwide, and polyester alone is the largest single fibre by a wide margin. Synthetics are in your leggings, swimwear, puffer shells, linings, fleece, stretch denim and almost every garment that contains elastane. For a founder they offer consistency, performance and price, but they also raise questions about microplastics, recycled claims, finishing chemistry and end of life that customers and regulators are asking with increasing precision.',
    'This guide covers polyester and recycled PET, nylon and recycled nylon, elastane and how much of it you really need, acrylic and modacrylic, performance finishes such as durable water repellents and moisture wicking, microfibre shedding, heat-setting and blends. It finishes with testing, minimums and costing, because synthetic products are usually won or lost on the detail of their specifications and test reports rather than on the fibre name printed on the label.',
    'As in the rest of the series, the chapters are written from the factory side. You will find denier and GSM ranges, the standards laboratories use, including ISO 6330 and AATCC 135 for dimensional stability, ISO 12945 and the Martindale method for pilling and abrasion, the ISO 105 colourfastness series and the main stretch and water-repellency methods, along with realistic minimums and supplier questions. Each chapter ends with a checklist and a glossary to take into your next supplier meeting.',
  ],
  chapters: [
    {
      number: 1,
      title: 'Polyester and Recycled PET (GRS)',
      summary:
        'Polyester is the world’s most used fibre. This chapter explains filament and staple yarns, deniers and cross-sections, dyeing, and how to source and prove recycled polyester.',
      sections: [
        {
          heading: 'How polyester is made and specified',
          paragraphs: [
            'Apparel polyester is polyethylene terephthalate, or PET, made from purified terephthalic acid and ethylene glycol, both usually derived from oil and gas. The polymer is melted and extruded through spinnerets into filaments. Partially oriented yarn (POY) is drawn and textured into draw-textured yarn (DTY), which has bulk and some stretch for knits and soft wovens. Fully drawn yarn (FDY) is flat and smooth, used for satins, chiffons and linings. Filament can also be cut into staple fibre and spun like cotton.',
            'Filament yarns are described by denier, the weight in grams of 9,000 metres, and by filament count, written as 75D/72F or 150D/144F. Dividing denier by filament count gives the denier per filament; below about 1 denier per filament a yarn is called microfibre and gives a soft, peachy hand. European suppliers often quote the same yarns in dtex, the weight in grams of 10,000 metres. Lustre is controlled with titanium dioxide, and bright, semi-dull and full-dull versions look very different in the same construction.',
            'Cross-section is a powerful design tool. Round filaments are standard; trilobal filaments reflect more light for a silky sparkle; hollow fibres trap air for insulation in fleece and wadding; and channelled or multi-lobed cross-sections move sweat along the fibre for wicking. Typical polyester fabric weights are 60 to 90 GSM for chiffon, georgette and linings, 100 to 160 GSM for peach-skin and crepe dress fabrics, 140 to 220 GSM for sports jersey and interlock, and 200 to 350 GSM for fleece.',
          ],
        },
        {
          heading: 'Dyeing, performance and common problems',
          paragraphs: [
            'Polyester absorbs almost no water, with a moisture regain of around 0.4 percent, so it dries fast, resists shrinkage and holds creases and pleats set by heat. It is dyed with disperse dyes at about 130°C under pressure, or printed by dye sublimation, which gives vivid, permanent colour on white polyester. Cationic dyeable polyester, or CDP, takes basic dyes and is used for two-tone and heather effects. Because disperse dyes can migrate with heat, dark polyester can stain adjacent light components after heat transfer or pressing.',
            'The most common customer complaints are pilling, static, retained odour and oily stains. Polyester fibres are strong, so pills stay attached rather than breaking off, especially on spun polyester and poly-cotton. Polyester is oleophilic, meaning it attracts oils, and odour-causing bacteria thrive on the oily residues, which is why old gym tops can smell even after washing. Ask for pilling results to ISO 12945-2, consider low-pill fibre types for spun yarns, and use odour-control treatments only where the claim can be substantiated.',
            'Polyester is usually made with an antimony catalyst, and traces of antimony remain in the fibre. Levels are normally well within limits such as those in OEKO-TEX, but some brands specify antimony-free polymer. Oligomers, short polymer chains, can migrate to the surface during high-temperature dyeing and leave white, dusty deposits, so dyehouses may need reduction clearing and oligomer control. These are technical details, but asking about them tells a mill that you understand what you are buying and expect it to be controlled.',
          ],
        },
        {
          heading: 'Recycled polyester and the GRS',
          paragraphs: [
            'Most recycled polyester is made from post-consumer PET bottles, which are collected, sorted, washed and flaked, then melted directly into fibre or first made into recycled chips. This is mechanical recycling. It reduces reliance on virgin feedstock and typically lowers emissions, but bottles are a food-grade material that can already be recycled back into bottles, and a garment made from them is rarely recycled again. Textile-to-textile recycling, through chemical depolymerisation or advanced mechanical processes, is growing but remains a small share of supply.',
            'Recycled polyester is chemically almost identical to virgin, so claims cannot normally be confirmed by a laboratory test on the fabric. Proof comes from certification. The Global Recycled Standard (GRS) from Textile Exchange requires at least 20 percent recycled content for a certified product and at least 50 percent to use the GRS label on product, and it also includes social, environmental and chemical requirements. The Recycled Claim Standard (RCS) verifies recycled content from 5 percent without those extra criteria. Both rely on scope and transaction certificates.',
            'Branded recycled fibres, such as Unifi’s REPREVE, run their own tracer and verification programmes alongside certification, and some mills add physical or DNA-based markers to confirm content. Ask for the recycled percentage of both yarn and fabric, the feedstock (bottles, pre-consumer textile waste or post-consumer textiles), the GRS or RCS scope certificate of every processor and a transaction certificate for your order. Without that transaction certificate, do not print a recycled percentage on your hangtag or product page.',
          ],
        },
      ],
      checklist: [
        'Ask for yarn details as denier and filament count (or dtex), yarn type (FDY, DTY or spun) and lustre.',
        'Specify finished GSM, width and construction, plus a pilling target to ISO 12945-2.',
        'Ask how dye migration is controlled on dark shades that sit next to light trims or heat transfers.',
        'For recycled claims, request the recycled percentage, feedstock type and GRS or RCS certificates.',
        'Require a transaction certificate for your order before printing any recycled claim.',
        'Ask whether antimony-free polymer is available if it matters to your chemical policy.',
      ],
      keyTerms: [
        { term: 'Denier', definition: 'The weight in grams of 9,000 metres of yarn or filament; lower numbers mean finer yarns.' },
        { term: 'DTY', definition: 'Draw-textured yarn: filament yarn given bulk and crimp by texturing, widely used in knits.' },
        { term: 'FDY', definition: 'Fully drawn yarn: flat, smooth filament yarn used for satins, chiffons and linings.' },
        {
          term: 'GRS',
          definition:
            'The Global Recycled Standard: Textile Exchange certification of recycled content plus social, environmental and chemical criteria.',
        },
        {
          term: 'CDP',
          definition: 'Cationic dyeable polyester: a modified polyester that takes basic dyes, used for heather and two-tone effects.',
        },
      ],
    },
    {
      number: 2,
      title: 'Nylon and Recycled Nylon',
      summary:
        'Nylon is the strong, soft, stretch-friendly fibre behind swimwear, hosiery, leggings and technical outerwear. Learn the main types, their dyeing behaviour and how recycled nylon is produced and verified.',
      sections: [
        {
          heading: 'Nylon 6 and nylon 6.6',
          paragraphs: [
            'Nylon, listed as ‘polyamide or nylon’ in the EU’s fibre names, comes in two main types for apparel. Nylon 6 is made from a single monomer, caprolactam, and nylon 6.6 from two, hexamethylenediamine and adipic acid. Nylon 6.6 has a higher melting point, around 260°C against about 220°C for nylon 6, which gives it better heat resistance and slightly better abrasion resistance. Nylon 6 dyes more easily to deep shades and is simpler to depolymerise, which matters a great deal for recycling.',
            'Nylon is smooth, strong and elastic, with excellent abrasion resistance for its weight. Its moisture regain of around 4 percent, higher than polyester, gives a softer, less clammy hand. It is made in very fine deniers, from 10 to 20 denier for sheer hosiery up to 70 denier and above for wovens, and in high-tenacity versions such as CORDURA for rugged outerwear and bags. Typical woven nylon shells range from about 30 to 120 GSM, while nylon-elastane fabrics for swim and activewear run from 180 to 300 GSM.',
            'Nylon is dyed with acid dyes, which give bright, saturated colours but can be weaker in washing and wet rubbing fastness on deep shades. Dye affinity also varies with the yarn’s heat history and drawing, and small differences within a lot show as barré, horizontal stripes in knitted fabric. Nylon can also yellow when exposed to certain antioxidants used in packaging, a problem called phenolic yellowing, which is tested to ISO 105-X18. Ask for both checks on white and pale nylon styles.',
          ],
        },
        {
          heading: 'Nylon for swim and active',
          paragraphs: [
            'Swimwear fabric is typically warp-knitted tricot or circular-knit jersey in 78 to 82 percent nylon with 18 to 22 percent elastane, at 180 to 220 GSM, giving high stretch and firm recovery. Swimwear faces chlorine, salt water, sun cream and UV, so the test programme must include colourfastness to chlorinated water to ISO 105-E03, to sea water to ISO 105-E02 and to light to ISO 105-B02. Chlorine also degrades elastane, so for pool use consider chlorine-resistant elastane or a polyester-based fabric.',
            'For leggings, opacity is the make-or-break property. Nylon-elastane interlock or double knit between 220 and 300 GSM, with 20 to 28 percent elastane, offers compression and coverage when the wearer squats. Ask for stretch and recovery results to EN 14704-1 or ASTM D2594, test opacity by stretching the fabric over a contrasting background, and check abrasion to ISO 12947-2 for high-wear zones such as the inner thigh. Nylon’s soft hand is its main advantage over polyester in this category, and one reason it costs more.',
          ],
        },
        {
          heading: 'Recycled and bio-based nylon',
          paragraphs: [
            'Recycled nylon comes from two main routes. Mechanical recycling re-melts clean pre-consumer waste, such as yarn and polymer scrap from nylon production, into new yarn. Chemical recycling depolymerises nylon 6 back to caprolactam, which is purified and polymerised again, giving yarn with properties equivalent to virgin. Aquafil’s ECONYL is the best-known chemically regenerated nylon 6, using feedstocks that include industrial waste, old fishing nets and carpet fluff. Recycled nylon 6.6 is available, but in much smaller quantities.',
            'As with polyester, recycled content cannot be confirmed by a simple laboratory test, so documentation is everything. Ask for the feedstock, the split between pre-consumer and post-consumer waste, the GRS or RCS certificates and a transaction certificate for your order. Be careful with marketing. ‘Made from fishing nets’ is only accurate if the yarn in your product actually contains that feedstock in a meaningful, documented proportion, not merely because the fibre producer uses nets somewhere in its overall supply.',
            'Bio-based nylons are a smaller but growing category. Nylon 11 is made from castor oil, and producers are developing bio-based versions of nylon 6 and 6.6 from plant-derived feedstocks. Bio-based does not mean biodegradable: these polymers behave like conventional nylon at end of life. If you use them, state the bio-based percentage and the method used to measure it, for example ASTM D6866 for bio-based carbon content, rather than making a general claim such as ‘plant-based nylon’ on the hangtag.',
          ],
        },
      ],
      checklist: [
        'Ask whether the fabric uses nylon 6 or nylon 6.6, with denier, filament count and yarn type.',
        'For swimwear, test ISO 105-E03 (chlorinated water), ISO 105-E02 (sea water) and ISO 105-B02 (light).',
        'For leggings, check opacity under stretch, stretch and recovery (EN 14704-1) and abrasion (ISO 12947-2).',
        'Ask for a phenolic yellowing test (ISO 105-X18) on white and pale colours.',
        'For recycled nylon, request feedstock details, the pre-/post-consumer split, GRS or RCS certificates and a TC.',
        'Check that any ‘fishing net’ or ‘ocean’ claim is documented for your specific yarn.',
      ],
      keyTerms: [
        { term: 'Polyamide', definition: 'The chemical family name for nylon, used on EU fibre labels alongside or instead of ‘nylon’.' },
        {
          term: 'Caprolactam',
          definition: 'The monomer from which nylon 6 is made, and to which it can be returned by chemical recycling.',
        },
        { term: 'Barré', definition: 'Unwanted horizontal stripes in knitted fabric caused by differences in yarn dye uptake or tension.' },
        {
          term: 'Phenolic yellowing',
          definition: 'Yellowing of white or pale textiles caused by phenolic antioxidants migrating from packaging.',
        },
        { term: 'Tricot', definition: 'A warp-knitted fabric with a fine face and good stability, widely used for swimwear and lingerie.' },
      ],
    },
    {
      number: 3,
      title: 'Elastane: Percentages, Power and Recovery',
      summary:
        'A few percent of elastane transforms fit, comfort and recovery, but too much, or the wrong type, causes growth, puckering and early failure. This chapter shows how much to use and how to test it.',
      sections: [
        {
          heading: 'What elastane is and how it is used',
          paragraphs: [
            'Elastane, called spandex in North America, is a segmented polyurethane fibre that can stretch to five or more times its length and recover almost completely. Well-known brands include LYCRA from The LYCRA Company, ROICA from Asahi Kasei and creora from Hyosung. Elastane is never used alone in apparel fabric; it is combined with a hard fibre that provides the surface, hand and strength. The way it is combined, and the percentage used, determine stretch, recovery, comfort and price.',
            'There are four main ways to combine it. Bare elastane is fed directly into a knit, usually plated alongside a companion yarn in circular and warp knitting. Covered elastane is wrapped with one or two layers of nylon or polyester filament, called single or double covered, for hosiery and narrow fabrics. Air-covered yarns intermingle elastane with a textured filament using air jets. Core-spun yarns wrap staple fibre such as cotton around an elastane core, the standard route for stretch denim and stretch chinos.',
            'Elastane is specified by denier, commonly 20, 30, 40 or 70 denier in apparel, and by its percentage of total fabric weight. Heavier deniers and higher percentages give more power, the force the fabric exerts when stretched. Because elastane is expensive relative to nylon and polyester, and needs heat-setting, each additional percent adds cost. Specify the elastane percentage, denier and brand if you want to use its trademark, because generic elastanes vary considerably in recovery, heat resistance and chlorine resistance.',
          ],
        },
        {
          heading: 'Choosing the right percentage',
          paragraphs: [
            'The right percentage depends on construction and end use. Too little gives poor recovery and bagging at knees and elbows; too much makes a woven feel rubbery, increases shrinkage risk and can cause seam puckering. Use the ranges below as starting points, then test your actual fabric. Remember that 2 percent elastane in a woven gives far less stretch than 2 percent in a knit, because the interlaced weave restricts how far the yarns can move.',
            'Elastane also affects labelling and recycling. In the United States elastane is normally named on the label even below 5 percent, because it has a clear functional significance, and in the EU it is always listed as elastane. Elastane makes recycling more difficult because it contaminates both mechanical and chemical recycling streams. If recyclability is part of your brand promise, consider whether mechanical stretch from yarn texture or fabric construction could replace some of the elastane, and discuss this trade-off with your mill early.',
          ],
          bullets: [
            'Comfort-stretch wovens (denim, chinos, shirting): 1–3%, giving roughly 10–20% stretch',
            'Power-stretch wovens (skinny denim, tailored stretch trousers): 3–5%',
            'Single jersey tees and dresses: 3–6% for shape retention',
            'Swimwear: 15–22%',
            'Leggings and compression activewear: 18–30%',
            'Shapewear and power mesh: 20–40% depending on the level of control',
          ],
        },
        {
          heading: 'Testing stretch, recovery and durability',
          paragraphs: [
            'Stretch and recovery should be measured, not judged by hand. EN 14704-1 measures the elasticity of fabrics with a strip or loop method on a tensile tester, ASTM D2594 covers stretch properties of low-power knitted fabrics, and ASTM D3107 covers stretch properties of woven fabrics made with stretch yarns. Reports typically give stretch or extension at a defined load and growth, the unrecovered stretch after a set relaxation time. A common target for comfort-stretch wovens is at least 15 percent stretch with growth below about 5 percent.',
            'Elastane degrades with heat, chlorine, UV and oils such as sun cream and body lotion. Over-heating during heat-setting or garment pressing weakens it, and broken elastane shows as bubbling, puckering or loose, shiny strands known as grin-through. Test dimensional stability to ISO 6330 with ISO 5077, or to AATCC 135, test colourfastness to chlorinated water for swimwear, and ask the mill for the heat-setting temperature and dwell time. Chlorine-resistant and heat-resistant elastanes exist and are worth their premium in swimwear and high-heat finishing.',
            'Garments with elastane also need fit approval on a body and after washing. Power fabrics change measurement significantly between the relaxed and stretched states, so measure garments relaxed on a flat table, agree tolerances in the tech pack and re-measure after three washes. Leggings in particular should be tested for opacity and seam performance when stretched, using seam strength tests such as ISO 13935-2 for wovens and burst testing to ISO 13938 across seams in knitted fabrics where needed.',
          ],
        },
      ],
      checklist: [
        'Specify elastane percentage, denier, construction (bare, covered or core-spun) and brand where relevant.',
        'Request stretch and growth results to EN 14704-1, ASTM D2594 (knits) or ASTM D3107 (wovens).',
        'Ask for the heat-setting temperature and dwell time, and inspect samples for bubbling or grin-through.',
        'Use chlorine-resistant elastane and test to ISO 105-E03 for pool swimwear.',
        'Measure garments relaxed, after stretching and after three washes, with tolerances written in the tech pack.',
        'Name elastane on the fibre label (‘elastane’ or ‘spandex’) even below 5 percent.',
      ],
      keyTerms: [
        {
          term: 'Elastane (spandex)',
          definition: 'A segmented polyurethane fibre with very high stretch and recovery, used in small percentages with other fibres.',
        },
        { term: 'Power', definition: 'The force a stretch fabric exerts when extended; higher power means firmer compression.' },
        {
          term: 'Growth',
          definition: 'The permanent increase in length remaining after a fabric has been stretched and allowed to recover.',
        },
        {
          term: 'Core-spun yarn',
          definition: 'A yarn in which staple fibres such as cotton are wrapped around an elastane or filament core.',
        },
        { term: 'Grin-through', definition: 'Elastane showing through the surface of a fabric when stretched, often as shiny strands.' },
      ],
    },
    {
      number: 4,
      title: 'Acrylic and Modacrylic',
      summary:
        'Acrylic imitates wool at a fraction of the price, and modacrylic brings inherent flame resistance to faux fur and protective wear. This chapter explains when they make sense and how to avoid their classic failures.',
      sections: [
        {
          heading: 'What acrylic is and where it is used',
          paragraphs: [
            'Acrylic fibre is made from polymers containing at least 85 percent acrylonitrile, spun from solution by wet or dry spinning and almost always cut into staple fibre. It is light, bulky, warm and soft, with a wool-like hand, and it dyes to bright, clean colours with basic dyes that have good light fastness. These properties, and a low price, make acrylic common in budget and mid-market knitwear, scarves, hats, blankets, fleece and pile fabrics, either alone or blended with wool, cotton or polyester.',
            'Hi-bulk acrylic yarns are made by blending fibres that shrink when steamed with fibres that do not. After the yarn is steamed, the shrinking fibres pull to the core and the others buckle outwards, creating a lofty, soft yarn that imitates lambswool or cashmere. Acrylic is also produced in fine deniers for a cashmere-like hand and in anti-pill versions engineered so that pills break off more easily. Ask your knitter whether the yarn is standard, hi-bulk or anti-pill acrylic, because price and performance differ.',
            'Acrylic’s moisture regain is low, around 1 to 2 percent, so it can feel clammy in warm conditions and builds static in dry weather. It does not felt like wool and is easily machine washed, which customers value in children’s wear and accessories. Its reputation suffers mainly from pilling and from loss of shape when overheated. Low-priced acrylic knitwear often uses short fibres and low-twist yarns that make both problems worse, so the yarn specification matters as much as the fibre.',
          ],
        },
        {
          heading: 'Heat sensitivity and pilling',
          paragraphs: [
            'Acrylic softens at relatively low temperatures. If acrylic knitwear is steamed too heavily, pressed with a hot iron or tumble dried on high heat, it can be ‘killed’, permanently losing loft and resilience and becoming limp, shiny and stretched. Knitters sometimes use controlled killing deliberately to give drape, but uncontrolled killing in finishing or at home ruins garments. Care labels for acrylic should specify a cool iron, one dot in the ISO 3758 system, low-heat tumble drying or line drying, and a gentle machine wash.',
            'Acrylic fibres are strong enough to hold pills on the surface, so pilled acrylic looks worn very quickly. Test to ISO 12945-1 or ISO 12945-2 and target grade 3 to 4 at the revolutions or rubs your retailers use. Tighter gauges, higher twist, longer staple and anti-pill fibre types all improve results. Brushed acrylic fleece should also be checked for shedding and flammability, because raised synthetic surfaces can burn faster than flat fabrics and acrylic itself burns readily. The practical controls are listed below.',
          ],
          bullets: [
            'Ask for anti-pill acrylic where the price allows',
            'Prefer two-ply yarns with adequate twist for knitwear',
            'Limit steaming temperature and time in garment finishing',
            'Test pilling on the finished, washed garment rather than on raw panels',
          ],
        },
        {
          heading: 'Modacrylic and responsible use',
          paragraphs: [
            'Modacrylic contains between 35 and 85 percent acrylonitrile, with co-monomers such as vinyl chloride or vinylidene chloride that give it inherent flame resistance. It is used in faux fur, wigs, pile fabrics and flame-resistant workwear, often blended with cotton or lyocell. Faux fur typically combines modacrylic and acrylic pile on a knitted polyester backing. Specify pile height, pile density and backing weight, and check shedding, heat sensitivity and the flammability rules of each market, especially for children’s products and costumes.',
            'Environmentally, acrylic is under growing scrutiny. Its production relies on acrylonitrile, a hazardous chemical, and laundry studies such as Napper and Thompson’s 2016 work found acrylic fabrics released more fibres per wash than the polyester and poly-cotton fabrics tested. Recycled acrylic exists, mainly from pre-consumer waste, but supply is small. If you use acrylic, use it where its benefits matter, such as washable children’s knitwear at accessible prices, and choose yarns and constructions that shed and pill less.',
          ],
        },
      ],
      checklist: [
        'Ask whether the acrylic yarn is standard, hi-bulk or anti-pill, and confirm staple length and ply.',
        'Specify a pilling target to ISO 12945-1 or ISO 12945-2 and test finished, washed garments.',
        'Agree steaming and pressing limits with the knitter to avoid killing the acrylic.',
        'Use a one-dot iron symbol and low-heat or line-dry instructions on acrylic care labels.',
        'For faux fur, specify pile height, density and backing, and check flammability rules in each market.',
        'Ask whether recycled acrylic or lower-shedding yarn constructions are available.',
      ],
      keyTerms: [
        {
          term: 'Acrylonitrile',
          definition: 'The main monomer of acrylic (at least 85 percent) and modacrylic (35 to 85 percent) fibres.',
        },
        {
          term: 'Hi-bulk yarn',
          definition: 'An acrylic yarn made from shrinkable and non-shrinkable fibres that becomes lofty when steamed.',
        },
        { term: 'Killing', definition: 'Permanent loss of loft and resilience in acrylic caused by excessive heat or steam.' },
        {
          term: 'Modacrylic',
          definition: 'A modified acrylic fibre with inherent flame resistance, used in faux fur and protective wear.',
        },
        {
          term: 'Anti-pill fibre',
          definition: 'A fibre engineered with lower strength so that pills break off rather than accumulate on the surface.',
        },
      ],
    },
    {
      number: 5,
      title: 'Performance Finishes: DWR, Wicking and Antimicrobials',
      summary:
        'Finishes turn base fabrics into performance products, but they bring chemistry, regulation and durability questions. This chapter covers water repellency, wicking, odour control and UV protection, with the tests that prove each claim.',
      sections: [
        {
          heading: 'Durable water repellents and the move away from PFAS',
          paragraphs: [
            'A durable water repellent, or DWR, is a finish that lowers the surface energy of a fabric so that water beads and rolls off instead of wetting the face. It is not waterproofing: waterproof garments rely on a coating or membrane, with the DWR keeping the outer fabric from wetting out and blocking breathability. The best-performing DWRs were historically long-chain fluorinated chemistries, known as C8, which also repelled oil. These gave way to shorter C6 chemistries and now to fluorine-free finishes based on silicones, hydrocarbons, waxes or dendrimers.',
            'The reason is regulation of per- and polyfluoroalkyl substances, PFAS, which are extremely persistent in the environment. The EU has restricted long-chain PFAS and has added restrictions on C6-related PFHxA chemistry in consumer textiles, with a broader PFAS restriction under discussion. In the United States, states including California and New York have passed laws restricting intentionally added PFAS in most apparel, with the main requirements in force from around 2024 to 2025. For new collections, specify fluorine-free DWR and ask for evidence that no PFAS were intentionally added.',
            'Fluorine-free DWRs repel water well but not oil, so they lose performance faster when contaminated with body oils, dirt or detergent residue. Customers can restore them by washing with a technical cleaner and tumble drying or ironing gently to reactivate the finish. Explain this on care labels and product pages, and set realistic targets: an initial spray rating of 90 to 100, with at least 70 to 80 after 10 or 20 washes, is a common specification for fluorine-free outerwear.',
          ],
        },
        {
          heading: 'Testing water repellency, waterproofness and breathability',
          paragraphs: [
            'Water repellency is tested with the spray test, AATCC 22 or ISO 4920, in which water is sprayed onto a taut specimen and the wetting pattern is rated against reference photographs; AATCC 22 reports on a 0 to 100 scale and ISO 4920 gives equivalent ISO grades. The Bundesmann test, ISO 9865, simulates heavier rain. Durability is demonstrated by repeating the spray test after a stated number of washes to ISO 6330 or AATCC 135, followed by the drying step that your care label specifies.',
            'Waterproofness is measured as hydrostatic head to ISO 811 or AATCC 127, reported in millimetres or centimetres of water. Fabrics below about 5,000 mm suit light showers; serious rainwear usually targets 10,000 mm or more, and technical shells 20,000 mm and above. Breathability is measured as resistance to evaporative heat transfer, RET, on the sweating guarded hotplate to ISO 11092, where values below 6 are very breathable and values above 20 poorly breathable, or as moisture vapour transmission rate, for example to JIS L 1099.',
          ],
          bullets: [
            'Spray rating: AATCC 22 or ISO 4920, initially and after washing',
            'Hydrostatic head: ISO 811 or AATCC 127, on fabric and on taped seams',
            'Breathability: ISO 11092 (RET) or JIS L 1099 (MVTR)',
            'Rain simulation: ISO 9865 (Bundesmann) for severe conditions',
            'Oil repellency, if claimed: AATCC 118 or ISO 14419',
          ],
        },
        {
          heading: 'Wicking, odour control and UV protection',
          paragraphs: [
            'Moisture wicking comes from two sources: fibre and fabric engineering, such as fine or channelled filaments and two-face knits with a hydrophobic inner face and a hydrophilic outer face, and hydrophilic chemical finishes. Engineered wicking lasts the life of the garment, whereas finish-based wicking can wash out. Test with AATCC 195, the liquid moisture management test, AATCC 197 and 198 for vertical and horizontal wicking, AATCC 79 for absorbency and AATCC 201 for drying rate. Always test after washing, not only on new fabric.',
            'Antimicrobial and odour-control finishes use silver, zinc, quaternary ammonium compounds, chitosan or other agents. In regulatory terms they are biocides: in the EU they fall under the Biocidal Products Regulation, which governs treated articles and their claims, and in the United States under EPA rules that prohibit public health claims, such as protection against germs, without registration. Test efficacy to ISO 20743 or AATCC 100 after washing, keep claims modest, such as ‘helps reduce odour’, and consider whether the product really needs the treatment.',
            'UV protection is expressed as UPF, the ultraviolet protection factor. In Australia and New Zealand it is rated to AS/NZS 4399; in the United States by AATCC 183 with labelling to ASTM D6603; and in Europe to EN 13758-1 and EN 13758-2, which requires a UPF above 40 and low UVA transmission for a ‘UV protective’ claim. Dense, dark polyester and nylon fabrics often reach UPF 50+ without any finish, but testing stretched and wet fabric is more realistic for swimwear and activewear.',
          ],
        },
      ],
      checklist: [
        'Specify fluorine-free DWR and request evidence that no PFAS were intentionally added.',
        'Set spray rating targets both initially and after a stated number of washes.',
        'For waterproof garments, request hydrostatic head on fabric and taped seams, plus RET or MVTR results.',
        'Ask whether wicking comes from fibre and construction or from a finish, and test after washing.',
        'Check antimicrobial treatments against EU BPR and US EPA rules before making any claim.',
        'Test UPF on the finished fabric, including stretched and wet states for swim and activewear.',
      ],
      keyTerms: [
        {
          term: 'DWR',
          definition: 'Durable water repellent: a finish that makes water bead on the fabric surface; not the same as waterproofing.',
        },
        {
          term: 'PFAS',
          definition: 'Per- and polyfluoroalkyl substances, persistent fluorinated chemicals increasingly restricted in textiles.',
        },
        {
          term: 'Hydrostatic head',
          definition: 'The height of a water column a fabric can resist before leaking, a measure of waterproofness (ISO 811).',
        },
        {
          term: 'RET',
          definition: 'Resistance to evaporative heat transfer, measured to ISO 11092; lower values mean more breathable fabric.',
        },
        {
          term: 'UPF',
          definition:
            'Ultraviolet protection factor: how much UV radiation a fabric blocks, rated to AS/NZS 4399, AATCC 183 or EN 13758-1.',
        },
      ],
    },
    {
      number: 6,
      title: 'Microfibre Shedding and Heat-Setting',
      summary:
        'Two processes shape the environmental and dimensional performance of synthetics: how many fibre fragments a fabric sheds, and how well it was heat-set. This chapter explains both and what to ask your mill.',
      sections: [
        {
          heading: 'Why synthetic fabrics shed fibres',
          paragraphs: [
            'All fabrics release fibre fragments during production, washing and wear. When those fragments are synthetic, they persist as microplastics in waterways, soils and air. Shedding is usually highest in the first few washes and depends more on fabric construction than on fibre type alone. Spun yarns made from staple fibre shed more than continuous filament; brushed, napped and fleece surfaces shed more than smooth ones; loose constructions shed more than compact ones; and raw cut edges release fragments that sealed edges do not.',
            'Standardised test methods now exist, including AATCC TM212, which was developed from The Microfibre Consortium’s test method for fibre fragment release during domestic laundering, and ISO 4484-1, which determines the material lost from fabrics during washing. Results are usually expressed as milligrams of fibre per kilogram of fabric. They allow you to compare fabrics during development and to ask mills for improvement, although there are not yet widely agreed pass or fail limits for apparel fabrics.',
            'Legislation is following. France has legislated for microfibre filters in new washing machines, and the EU is considering measures on microplastic release from textiles as part of its textile strategy. Retailers increasingly ask for shedding data alongside other tests. For a founder, the practical response is to choose lower-shedding constructions where possible, ask for test data on core fabrics, and avoid unsupported claims such as ‘microplastic-free’ for garments that are made from synthetic fibres.',
          ],
        },
        {
          heading: 'Reducing shedding in design and production',
          paragraphs: [
            'Many levers reduce shedding without changing fibre. Mills can choose filament over spun yarns, increase yarn twist, use tighter knit and weave constructions, shear and vacuum brushed fabrics, and pre-wash fabric in plants that capture fibres in their effluent treatment. In garment making, ultrasonic or laser cutting seals edges, while bound or overlocked seams reduce open edges. Design choices matter too: a fleece with a smooth face and a brushed back sheds less in the laundry than a double-brushed fleece.',
            'Customer advice helps as well. Washing full loads at lower temperatures, using shorter cycles, avoiding unnecessary washing and using wash bags or filters designed to catch fibres all reduce release. Put practical advice on your product page rather than on the care label itself, which has limited space and a legal function. Do not overstate the effect of a wash bag, but do explain that good care choices both extend garment life and reduce shedding. The production levers are summarised below.',
          ],
          bullets: [
            'Prefer continuous filament over spun staple yarns in synthetics',
            'Ask for higher-twist, compact yarns where spun yarns are needed',
            'Shear, vacuum and pre-wash brushed fabrics at the mill with effluent filtration',
            'Seal raw edges with ultrasonic or laser cutting where the style allows',
            'Request shedding data to AATCC TM212 or ISO 4484-1 on core fabrics',
          ],
        },
        {
          heading: 'Heat-setting: stabilising thermoplastic fabrics',
          paragraphs: [
            'Polyester, nylon and elastane are thermoplastic: heat softens them, and they take on a new shape that is fixed when they cool. Heat-setting uses this by passing fabric through a stenter, where it is held at a set width on pins or clips and heated, typically to about 180 to 210°C for polyester, 170 to 190°C for nylon 6 and up to about 200°C for nylon 6.6, for 20 to 60 seconds. Elastane blends are usually set at around 185 to 195°C. This fixes width, GSM and shrinkage and stops edge curling.',
            'Poor heat-setting shows in the finished product as dimensional change on washing or pressing, width variation along the roll, edge curling in jersey, bowing and skewing of the weft, and shade variation. Over-setting can yellow white fabrics, damage elastane and harden the hand. Ask the mill whether fabric is pre-set before dyeing, post-set after dyeing or both, and at what temperature and speed. Check too that the final setting temperature exceeds anything the garment will meet in fusing, heat transfers and pressing.',
            'Heat-setting also creates design possibilities. Polyester can be permanently pleated, crinkled or embossed, because the set shape survives washing as long as the garment is not heated beyond the setting temperature. This is why the ISO 3758 iron symbol matters: one dot limits the iron to 110°C, two dots to 150°C and three dots to 200°C. Most synthetics should carry one or two dots. If garments use heat transfers or fusing, test dry-heat stability by pressing samples at your production temperature.',
          ],
        },
      ],
      checklist: [
        'Ask for shedding data to AATCC TM212 or ISO 4484-1 on brushed and spun synthetic fabrics.',
        'Choose filament yarns and compact constructions where the design allows.',
        'Ask whether brushed fabrics are sheared, vacuumed and pre-washed with effluent filtration.',
        'Confirm heat-setting temperature, dwell time and width, and whether fabric is pre-set, post-set or both.',
        'Check that fusing, heat-transfer and pressing temperatures stay below the fabric’s setting temperature.',
        'Give customers practical low-shedding care advice on product pages.',
      ],
      keyTerms: [
        {
          term: 'Fibre fragment (microfibre)',
          definition: 'A short piece of fibre released from a textile during production, washing or wear.',
        },
        {
          term: 'Stenter',
          definition: 'A finishing machine that holds fabric at a set width on pins or clips while it is heated and dried.',
        },
        {
          term: 'Heat-setting',
          definition: 'Heating thermoplastic fabric under controlled width and tension to fix its dimensions and shape.',
        },
        {
          term: 'Thermoplastic',
          definition: 'A material that softens when heated and hardens again on cooling, such as polyester and nylon.',
        },
        {
          term: 'Bowing and skewing',
          definition: 'Distortion of the weft or course lines so they are curved (bowing) or angled (skewing) across the fabric.',
        },
      ],
    },
    {
      number: 7,
      title: 'Designing Synthetic and Natural Blends',
      summary:
        'Blends combine the comfort of natural fibres with the durability, stretch and price of synthetics. This chapter covers the common blends, their dyeing challenges, labelling and their effect on recyclability.',
      sections: [
        {
          heading: 'Common blends and why they exist',
          paragraphs: [
            'Most blends are designed to fix a weakness. Polyester adds strength, wrinkle resistance and quick drying to cotton in poly-cotton shirting and workwear, commonly at 65/35 or 50/50. CVC, short for chief value cotton, usually means around 60 percent cotton and 40 percent polyester for T-shirts and sweatshirts. Polyester-viscose, or TR, blends are popular for affordable tailoring because they drape well and hold a press. Nylon-cotton, often 50/50 and known as NYCO, is used for durable military and workwear fabrics.',
            'Blends with natural fibres also improve performance products. Merino blended with polyester or nylon gives base layers with wool’s odour resistance and a synthetic’s durability. Cotton-elastane and viscose-elastane are blends in their own right. Recycled polyester is often blended with virgin polyester or cotton to reduce cost, which must be reflected accurately in any recycled claim. Design the blend for the end use first, then check whether its effect on cost, care and end of life is acceptable for your brand.',
          ],
          bullets: [
            'Poly-cotton 65/35 or 50/50: workwear, shirting and uniforms',
            'CVC, around 60/40 cotton/polyester: tees and sweats with lower shrinkage',
            'Polyester-viscose (TR), often 65/35: affordable suiting and trousers',
            'Polyester-wool, often 55/45: tropical suiting and trousers',
            'Nylon-cotton (NYCO) 50/50: rugged workwear and military fabrics',
            'Merino-polyester or merino-nylon: durable performance base layers',
          ],
        },
        {
          heading: 'Dyeing and finishing blends',
          paragraphs: [
            'Different fibres need different dye classes. In poly-cotton, the polyester needs disperse dyes at around 130°C and the cotton needs reactive dyes at lower temperatures, so the fabric is dyed in two stages or in a carefully controlled one-bath process. This adds cost and time and increases the risk of a shade mismatch between the two fibres, which shows as a frosted or heathered look after abrasion. Deliberate cross-dyeing, colouring only one fibre, creates two-tone effects but needs clear approval standards.',
            'Heat limits are also set by the most sensitive fibre. Polyester needs high setting temperatures, while viscose and cotton yellow or weaken if overheated, and wool can be damaged during high-temperature polyester dyeing unless it is protected. Blends with elastane need heat-setting that balances the elastane’s requirements with those of the companion fibre. Ask the mill which dye classes and temperatures are used, and approve lab dips and bulk shades on the actual blend under D65 light, never on a substitute base.',
            'Pilling is the classic weak point of poly-cotton and polyester-wool blends, because the strong polyester anchors pills formed from the weaker fibre. Low-pill polyester staple, higher yarn twist, compact spinning, singeing and tighter constructions all help. Test to ISO 12945-2 after washing, and for workwear also test abrasion to ISO 12947-2; apparel wovens are often specified at 20,000 Martindale rubs or more, with higher targets for heavy-duty workwear. Agree targets before sampling so that the mill can engineer the fabric to meet them.',
          ],
        },
        {
          heading: 'Labelling blends and designing for recycling',
          paragraphs: [
            'Blend labels must state each fibre by its generic name and percentage by weight in descending order, with a manufacturing tolerance of 3 percent of total fibre weight in both the EU and the United States. ‘Polyester’ covers both virgin and recycled polyester: recycled content is a marketing claim, not a separate fibre name, and must be supported by certification. Verify blend percentages by quantitative analysis to the ISO 1833 series or AATCC 20A before printing labels, particularly when a mill changes yarn suppliers.',
            'Blends are one of the main obstacles to textile recycling. Mechanical recycling works best on single-fibre materials, and most chemical recycling processes target one polymer, treating others as contaminants. Elastane is particularly problematic even in small amounts. If you want a product to be recyclable, consider mono-material design: for example, a 100 percent polyester jacket with polyester shell, lining, zip tape, thread and labels. Be honest that recyclability also depends on collection and sorting infrastructure that is still developing.',
            'The EU is introducing ecodesign requirements for textiles under the Ecodesign for Sustainable Products Regulation, and extended producer responsibility schemes that can adjust fees according to durability and recyclability. Details are still being developed, but the direction is clear: durable, repairable and more easily recyclable products will cost less to bring to market. Blends are still often the right choice for performance and price, but choose them consciously and document why each fibre is in the product.',
          ],
        },
      ],
      checklist: [
        'Ask which dye classes, temperatures and number of dyeing stages the mill uses for your blend.',
        'Approve lab dips and bulk shades on the actual blend under D65 light.',
        'Specify pilling after washing (ISO 12945-2) and abrasion (ISO 12947-2) for polyester blends.',
        'Verify blend percentages with ISO 1833 or AATCC 20A testing before printing labels.',
        'State recycled content only as a certified claim, never as part of the fibre name.',
        'Consider mono-material design for any product you want to market as recyclable.',
      ],
      keyTerms: [
        { term: 'CVC', definition: 'Chief value cotton: a cotton-rich cotton-polyester blend, typically around 60/40.' },
        { term: 'TR', definition: 'A polyester-viscose blend (from Tetoron-rayon), widely used for affordable suiting and trousers.' },
        {
          term: 'Cross-dyeing',
          definition: 'Dyeing only one fibre in a blend, or each fibre a different colour, to create two-tone effects.',
        },
        { term: 'Mono-material', definition: 'A product made from a single polymer or fibre type throughout, to make recycling easier.' },
        {
          term: 'Eco-modulation',
          definition:
            'Adjusting extended producer responsibility fees according to a product’s environmental design, such as recyclability.',
        },
      ],
    },
    {
      number: 8,
      title: 'Testing, MOQs and Costing',
      summary:
        'The final chapter pulls everything together into a testing programme, realistic minimums and lead times, and a step-by-step costing for synthetic garments.',
      sections: [
        {
          heading: 'Building a testing programme',
          paragraphs: [
            'A testing programme turns your expectations into numbers that a laboratory can check. For each fabric, list the tests, methods and targets in your fabric specification, and require reports from an accredited laboratory such as SGS, Intertek, Bureau Veritas or TÜV before bulk approval. Group the tests into physical performance, colourfastness, chemical safety and any product-specific claims such as water repellency or UPF. A basic apparel panel typically costs a few hundred dollars per fabric and saves far more in avoided returns.',
            'Chemical safety is equally important. Synthetic fabrics can carry residues of dyes, finishes and processing chemicals. Most brands adopt a restricted substances list, such as the AFIRM RSL, and require compliance with EU REACH and, at supplier level, the ZDHC Manufacturing Restricted Substances List. OEKO-TEX STANDARD 100 certification or bluesign-approved fabrics can reduce the testing you need to run yourself. In the United States, check flammability against 16 CFR Part 1610 for clothing, especially for brushed or raised synthetic surfaces.',
            'Test at the right stage. Fabric tests on the first bulk lot confirm that the mill has delivered what was approved. Garment tests on pre-production samples confirm that seams, trims, prints, heat transfers and care labels work together. Repeat key tests such as shrinkage, colourfastness and pilling at a set frequency, for example every new dye lot or every 5,000 metres, and keep a simple log of results so that you can spot drift in quality before your customers do.',
          ],
          bullets: [
            'Dimensional stability: ISO 5077 with ISO 6330, or AATCC 135 / AATCC 150',
            'Pilling and abrasion: ISO 12945-1 or ISO 12945-2, and ISO 12947-2 (Martindale)',
            'Strength: ISO 13934-1 tensile and ISO 13937 tear for wovens, ISO 13938 burst for knits',
            'Seams: ISO 13936 slippage and ISO 13935 seam strength',
            'Colourfastness: ISO 105-C06, -X12, -E04 and -B02, plus -E03 and -E02 for swimwear',
            'Snagging of filament knits: ASTM D3939 (mace test)',
          ],
        },
        {
          heading: 'Minimum order quantities and lead times',
          paragraphs: [
            'Synthetic fabric minimums depend on how far back in the supply chain you go. Stock fabrics from converters can be bought by the roll. Dyeing stock greige to your colour typically needs 500 to 1,000 metres per colour for wovens and 200 to 500 kilograms per colour for circular knits. Warp-knitted swim and active fabrics often start at 500 to 1,000 metres per colour, and sublimation or digital prints on polyester can start at 50 to 100 metres. Custom yarns, such as a specific recycled DTY or cross-section, require one to several tonnes.',
            'Lead times follow the same chain. Stock fabric ships within days. Dyeing and finishing stock greige takes around three to five weeks after lab dip approval. New greige adds four to eight weeks, and a custom yarn adds another six to ten. Performance finishes and laminates add time for trials and testing. Branded and certified materials, such as REPREVE, ECONYL or bluesign-approved fabrics, may have to be bought through nominated mills, which limits your supplier choice but simplifies verification.',
            'Negotiate minimums by sharing bases across styles, using the mill’s existing greige and colours, and accepting small-lot surcharges where necessary. Build a simple colour strategy, with a few core colours on custom dye and seasonal colours on stock shades or prints. Ask each mill for its greige programme and which qualities it keeps in continuous production, because those are the fabrics you can reorder quickly and in smaller lots as your sales grow.',
          ],
        },
        {
          heading: 'Costing synthetic garments',
          paragraphs: [
            'Synthetic knits are quoted per kilogram and wovens per metre. Convert using weight per running metre, which is GSM multiplied by usable width in metres. A 260 GSM nylon-elastane legging fabric with 1.5 metres of usable width weighs 390 grams per metre, or about 2.56 metres per kilogram. At 16 dollars per kilogram, the fabric costs about 6.25 dollars per metre. If the marker needs 0.85 metres per pair and you add a 5 percent allowance, the fabric cost is about 5.60 dollars per pair.',
            'Then add the rest of the bill of materials and the making cost. Activewear uses flatlock or coverstitch seams, bonded hems and heat-transfer labels, which cost more than basic overlocking. Outerwear adds membranes, seam taping, zips and insulation. Testing, certification and sampling costs should be spread across the expected order quantity rather than forgotten. The indicative ranges below, for moderate volumes from Asian mills, are a sanity check only; always work from current quotations.',
            'Finish with landed cost. Add freight, insurance, import duty and clearance to the factory price according to the Incoterm you agreed. Duty on synthetic garments can be higher than on natural-fibre equivalents; in the United States, for example, many man-made fibre apparel lines carry some of the highest tariff rates in the schedule. Confirm HS classification and any trade preference programmes with a customs broker. Only then set wholesale and retail prices, leaving a margin buffer for test failures and reorders.',
          ],
          bullets: [
            'Virgin polyester knit or woven basics: roughly USD 1.50–4 per metre',
            'Recycled polyester: often a 5–30 percent premium over the equivalent virgin quality',
            'Nylon-elastane performance jersey: roughly USD 12–22 per kilogram',
            'Fluorine-free DWR finish: roughly USD 0.10–0.50 per metre extra',
            'Two- or three-layer waterproof laminates: often several times the price of the face fabric',
          ],
        },
      ],
      checklist: [
        'Write tests, methods and targets into every fabric specification before sampling starts.',
        'Require accredited laboratory reports on first bulk fabric and on pre-production garments.',
        'Ask for the mill’s RSL compliance, OEKO-TEX or bluesign status and flammability data where relevant.',
        'Request minimums per colour and the surcharge for smaller lots.',
        'Get lead times for lab dip, greige, dyeing, finishing, testing and shipping.',
        'Convert kilogram prices to cost per metre and cost per garment using your own marker.',
        'Confirm HS codes, duty rates and Incoterms before finalising prices.',
      ],
      keyTerms: [
        { term: 'Accredited laboratory', definition: 'A test laboratory accredited to ISO/IEC 17025 for the methods it reports.' },
        {
          term: 'RSL',
          definition: 'Restricted substances list: the chemicals a brand limits or bans in finished products, such as the AFIRM RSL.',
        },
        {
          term: 'Greige programme',
          definition: 'The fabric constructions a mill keeps in continuous production and stock, ready for dyeing or printing.',
        },
        {
          term: 'Bill of materials (BOM)',
          definition: 'The full list of fabrics, trims, labels and packaging, with quantities and costs, for one garment.',
        },
        {
          term: 'Landed cost',
          definition:
            'The total cost of a product delivered to your warehouse, including factory price, freight, insurance, duty and clearance.',
        },
      ],
    },
  ],
  closing: [
    'Synthetic fibres are neither the villains nor the heroes of fashion. They give founders consistency, stretch, weather protection and accessible prices, but they also bring responsibilities around recycled claims, chemistry, microfibre shedding and end of life. The difference between a product that performs and one that disappoints lies in the specification: the denier, the elastane percentage, the heat-setting, the finish chemistry and the test results behind them.',
    'Use the checklists in this guide to brief mills and factories, insist on documents for every claim and test the finished garment, not only the fabric. Keep specifications, certificates and test reports together for each style, and revisit them every season as rules on PFAS, microplastics and recycled content continue to change. Synthetic materials chosen with care, and specified with precision, can earn their place in a responsible, well-made collection.',
  ],
};
