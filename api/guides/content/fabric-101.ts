/**
 * Body text of the Fabric 101 PDF. Chapter numbers and titles match `chapters` of
 * 'fabric-101' in ../catalogue.ts. Pure data.
 */
import type { GuideContent } from './types.js';

export const content: GuideContent = {
  slug: 'fabric-101',
  introduction: [
    'Every garment begins as a fabric decision, and most of the problems founders meet in their first year begin there too. A T-shirt that twists after three washes, trousers that bag at the knee, a dress that looked fluid on the swatch table and stiff on the body: none of these are bad luck. They are the predictable results of fibre, yarn, construction and finishing choices made without the right information. This guide exists to give you that information before you spend money on samples.',
    'Fabric 101 is written for founders, product designers and brand builders who are not textile engineers but need to work closely with people who are. It follows the path a fabric takes through a mill: fibre, yarn, woven or knitted construction, weight and finish, then testing, sourcing and costing. Each chapter ends with a checklist you can take into a supplier meeting and a short glossary of the terms you will hear from mills, agents and factory technicians.',
    'You do not need to memorise every number in these pages. What matters is knowing which questions to ask, which test standards to put in writing and which trade-offs sit behind a price per metre. Read the guide once from start to finish, then return to single chapters when you brief a mill, approve a lab dip or read a test report. The later guides in this series go deeper into cotton, plant-based, animal-based and synthetic fibres.',
  ],
  chapters: [
    {
      number: 1,
      title: 'Fibres: Where Every Fabric Begins',
      summary:
        'Every fabric property you care about, from softness and warmth to shrinkage and pilling, starts with the fibre. This chapter sorts fibres into natural, regenerated and synthetic families and explains the properties that matter in a garment.',
      sections: [
        {
          heading: 'Three fibre families',
          paragraphs: [
            'Textile fibres fall into three broad families. Natural fibres are grown or harvested: cellulose fibres from plants, such as cotton, linen and hemp, and protein fibres from animals, such as wool, cashmere and silk. Regenerated fibres, also called man-made cellulosics, start as wood pulp or cotton linters that are dissolved and extruded into new filaments; viscose, modal, lyocell and cupro belong here. Synthetic fibres, such as polyester, nylon, acrylic and elastane, are made from polymers derived mostly from oil and gas, or increasingly from recycled plastics.',
            'The family tells you a great deal before you even touch the fabric. Cellulose fibres absorb water, take reactive dyes well and crease easily. Protein fibres are warm, elastic and resilient but sensitive to alkalis, heat and moths. Synthetics are strong, quick-drying and stable, but they hold odour, build static and come from finite resources unless recycled. Most real fabrics blend families, for example polyester-cotton shirting or wool with a little nylon in socks, to combine the strengths of each.',
          ],
          bullets: [
            'Natural cellulose: cotton, linen, hemp, ramie',
            'Natural protein: wool, cashmere, alpaca, mohair, silk',
            'Regenerated cellulose: viscose, modal, lyocell, cupro',
            'Synthetic: polyester, nylon, acrylic, polypropylene, elastane',
          ],
        },
        {
          heading: 'Staple fibres and filaments',
          paragraphs: [
            'Fibres come in two forms. Staple fibres are short and measured in millimetres: cotton is typically 25 to 35 mm long, wool roughly 40 to 150 mm depending on the breed, and flax much longer. Filaments are continuous and can run for kilometres. Silk is the only natural filament, while every synthetic and regenerated fibre is extruded as filament first and may then be cut into staple lengths to imitate a natural fibre or to blend with one.',
            'The difference matters for feel and performance. Staple yarns have fibre ends sticking out of the surface, which creates a soft, matt, warm hand but also provides the starting points for pills. Filament yarns are smooth, lustrous and strong, with few loose ends, so they pill less but can feel slick or plasticky. When a supplier offers spun polyester they mean staple fibre spun like cotton; filament polyester behaves quite differently in the same construction.',
            'Fineness is the other key measure. Wool and speciality hair fibres are graded by diameter in microns, where a lower number is finer and softer. Synthetics are measured in denier or decitex per filament, and a microfibre is finer than one denier per filament. Cotton is described by micronaire, a combined measure of fineness and maturity. Finer fibres give softer, more fluid fabrics but usually cost more, and in staple form they can pill more readily.',
          ],
        },
        {
          heading: 'Properties that matter in a garment',
          paragraphs: [
            'Moisture regain is the amount of water vapour a dry fibre absorbs from the air under standard conditions, expressed as a percentage of its dry weight. Wool sits at roughly 13 to 16 percent, viscose around 11 to 13, cotton about 8, nylon about 4 and polyester below half a percent. High-regain fibres feel comfortable and resist static; low-regain fibres dry fast, which is why polyester dominates sportswear, but they can feel clammy when you sweat.',
            'Strength, elasticity and resilience decide how a fabric wears. Nylon and polyester are very strong and resist abrasion. Wool can stretch by around 30 percent before breaking and springs back from creases, while cotton and linen have little elastic recovery, so they wrinkle. Viscose loses a large share of its strength when wet, which matters for washing instructions. Heat matters too: synthetics are thermoplastic, so they can be heat-set into permanent pleats but will also glaze or melt under a hot iron.',
            'No fibre is best at everything, so the right choice depends on the garment and the customer. A founder making technical running tops and one making heirloom knitwear will weigh the same properties in completely different ways. Start each product brief by listing the three properties that matter most, for example breathability, crease recovery and machine washability, and use them to shortlist fibres before you look at price or colour cards.',
          ],
        },
      ],
      checklist: [
        'Ask for the full fibre composition in percentages, exactly as it will appear on the care label',
        'Confirm whether synthetic or regenerated components are filament or spun staple',
        'Ask for fibre fineness: microns for wool and hair fibres, denier or dtex per filament for synthetics',
        'List the three performance properties your garment needs before requesting swatches',
        'Check whether any fibre in a blend needs special care, such as a cool iron or a hand wash',
        'Request fibre origin and certificates (for example GOTS, RWS or GRS) at the first enquiry',
      ],
      keyTerms: [
        { term: 'Staple fibre', definition: 'A short fibre, measured in millimetres, that must be twisted with others to form a yarn.' },
        {
          term: 'Filament',
          definition: 'A continuous fibre of indefinite length; silk is the natural one, and all synthetics are extruded as filaments.',
        },
        {
          term: 'Moisture regain',
          definition: 'The water vapour a dry fibre absorbs under standard conditions, as a percentage of its dry weight.',
        },
        { term: 'Micron', definition: 'One thousandth of a millimetre; the unit used for the diameter of wool and hair fibres.' },
        {
          term: 'Thermoplastic',
          definition: 'Softening with heat, so the fibre can be heat-set into shape but may melt under a hot iron.',
        },
      ],
    },
    {
      number: 2,
      title: 'From Fibre to Yarn',
      summary:
        'Yarn is where fibre becomes a usable material, and the spinning system, count and twist shape the feel, strength and pilling of the final fabric. This chapter explains how yarns are made and how to read the numbers on a yarn specification.',
      sections: [
        {
          heading: 'Spinning systems',
          paragraphs: [
            'Staple fibres must be cleaned, opened, aligned and twisted before they hold together. In the cotton system, fibres are carded into a soft rope called a sliver, optionally combed to remove short fibres, drawn out and spun. Ring spinning twists the fibres around a spindle and produces the strongest, softest yarns. Open-end, or rotor, spinning is faster and cheaper but gives a bulkier, weaker and slightly harsher yarn. Air-jet and vortex spinning sit in between and are known for low hairiness and good pilling resistance.',
            'Wool has its own systems. Worsted spinning uses longer fibres combed parallel, producing a smooth, fine, strong yarn for suiting and fine-gauge knitwear. Woollen spinning uses shorter fibres in a more random arrangement, giving a lofty, hairy, warm yarn for tweeds, blankets and chunky knits. Filament yarns skip spinning altogether, but synthetic filaments are often texturised, crimped with heat and twist, to add bulk, stretch and a more natural hand.',
            'When you compare two quotes for the same fabric, the spinning system is often the hidden difference. A combed ring-spun jersey and an open-end carded jersey can share a weight and a fibre content, yet one stays smooth after twenty washes and the other fuzzes after three. Always ask for the yarn type on the specification, not only the fibre, and treat a large price gap between similar fabrics as a signal to ask.',
          ],
          bullets: [
            'Carded: short fibres left in; cheaper, hairier yarn',
            'Combed: short fibres removed; smoother, stronger, less pilling',
            'Ring-spun: soft and strong, the benchmark for quality',
            'Open-end (rotor): economical, bulkier and harsher',
            'Compact or vortex: low hairiness, good pilling resistance',
          ],
        },
        {
          heading: 'Yarn count: how thick is the yarn?',
          paragraphs: [
            'Yarn thickness is expressed as a count, and different sectors use different systems. Indirect systems give length per unit weight, so a higher number means a finer yarn. The English cotton count, Ne, is the number of 840-yard hanks per pound: a 30s yarn is typical for a quality T-shirt, 40s to 60s for shirting, and 100s or more for luxury shirting. The metric count, Nm, gives kilometres per kilogram and is common for wool and linen.',
            'Direct systems give weight per unit length, so a higher number means a thicker yarn. Tex is grams per 1,000 metres, decitex is grams per 10,000 metres and denier is grams per 9,000 metres; synthetics and silk are usually described this way. A polyester yarn written as 75D/72F is 75 denier made of 72 filaments, so each filament is about one denier. Converting is simple: tex equals 590.5 divided by Ne, and tex equals 1,000 divided by Nm.',
            'Two yarns twisted together are written as ply counts. In the cotton system, 2/60s means two 60s singles plied, which is roughly as thick as a 30s yarn but smoother, stronger and more even. Two-ply yarn in both warp and weft is a hallmark of premium shirting. Wool and linen mills do not all write plies the same way, with some putting the ply first and others the count, so always confirm which number is which before comparing quotes.',
          ],
        },
        {
          heading: 'Twist, ply and yarn effects',
          paragraphs: [
            'Twist holds staple fibres together and is measured in turns per metre or per inch. Low twist gives a soft, lofty yarn with more pilling risk; high twist gives a firm, crisp, durable yarn, and very high twist creates crepe yarns that make fabrics pebbly and springy. Twist direction is written S or Z. In knitted fabric, an unbalanced single yarn makes the fabric twist after washing, which is why the side seams of a cheap T-shirt can spiral towards the front.',
            'Plying two or more singles together, usually in the opposite twist direction, balances the yarn and evens out thick and thin places. Beyond plain yarns, mills use effect yarns to add character: slub yarns with deliberate thick sections for textured jersey, mélange yarns blended from pre-dyed fibres for heather grey, bouclé with loops on the surface, and core-spun yarns that wrap cotton around an elastane or polyester core for stretch with a natural surface.',
            'For a founder, the practical lesson is to treat the yarn specification as part of the design. If you love a reference garment, ask the mill to identify its yarn count, ply and twist, or send it to a lab for analysis. Recreating a fabric from fibre content and weight alone rarely works, because two fabrics with identical labels can be built from very different yarns and will age in very different ways.',
          ],
        },
      ],
      checklist: [
        'Ask for the yarn count and system, for example Ne 30/1 combed ring-spun, for every fabric quoted',
        'Confirm whether the yarn is carded or combed, and ring, open-end, compact or vortex spun',
        'For synthetics, ask for denier and filament count, and whether the yarn is textured',
        'Request single or ply yarn details for shirting and knitwear',
        'Send reference garments for yarn analysis instead of describing the hand-feel in words',
        'Ask how the mill controls twist and spirality in single jersey',
      ],
      keyTerms: [
        { term: 'Ne (English cotton count)', definition: 'The number of 840-yard hanks in one pound of yarn; higher numbers are finer.' },
        { term: 'Tex', definition: 'The weight in grams of 1,000 metres of yarn; higher numbers are thicker.' },
        { term: 'Denier', definition: 'The weight in grams of 9,000 metres of yarn or filament; used for silk and synthetics.' },
        { term: 'Ply', definition: 'Two or more single yarns twisted together to make a stronger, more even yarn.' },
        { term: 'Mélange', definition: 'A yarn spun from fibres dyed in different shades, giving a heathered look.' },
      ],
    },
    {
      number: 3,
      title: 'Woven Fabrics: Plain, Twill and Satin',
      summary:
        'Woven fabrics interlace two sets of yarns at right angles, and the interlacing pattern decides how the cloth looks, drapes and wears. This chapter covers the three basic weaves, their common variations and how to read a woven construction.',
      sections: [
        {
          heading: 'Warp, weft and construction',
          paragraphs: [
            'A woven fabric is made on a loom from two sets of yarns. The warp runs lengthwise, parallel to the selvedge, and is held under tension, so warp yarns are usually stronger and more twisted. The weft, or filling, runs across from selvedge to selvedge. The grain line on a pattern follows the warp, because the fabric is most stable in that direction; the bias, at 45 degrees, stretches the most and gives the fluid drape used in bias-cut dresses.',
            'A woven construction is written as yarn counts and densities, for example 40x40 / 133x72. The first pair gives the warp and weft yarn counts in Ne; the second gives ends per inch in the warp and picks per inch in the weft. Higher density makes a firmer, less transparent, more wind-resistant cloth. Thread count on bedding adds the two densities together, but for apparel the full construction is far more useful, and thread count claims are easily inflated with plied yarns.',
            'Wovens have little natural stretch unless elastane is added, typically 2 to 3 percent for comfort stretch. This is why woven garments need more ease in the pattern, and darts, pleats, vents or closures to get on and off the body. Fit samples for woven styles should always be tried on a moving body, sitting, reaching and walking, not only measured flat on a table.',
          ],
        },
        {
          heading: 'The three basic weaves',
          paragraphs: [
            'Plain weave is the simplest: each weft yarn passes over one warp and under the next. It has the most interlacings, so it is firm, stable and matt, with no distinct face or back. Poplin, voile, lawn, chambray, taffeta, organza and canvas are all plain weaves. Variations include basket weaves, where two or more yarns move together as in oxford cloth, and ribbed weaves such as poplin, where a dense, fine warp creates a subtle horizontal rib.',
            'Twill weave floats the weft over two or more warps and steps the pattern along by one yarn on each row, creating diagonal lines. Twills are written as ratios such as 2/1, 3/1 or 2/2. Fewer interlacings let the yarns pack closer, so twills can be heavier, softer in drape and more crease-resistant than plain weaves of similar yarns, and they hide soiling well. Denim, chino, gabardine, drill and herringbone are all twills.',
            'Satin weave uses long floats, typically over four or more yarns, with interlacings scattered so that no diagonal shows. The result is a smooth, lustrous, fluid face and a matt back. The same structure woven from cotton or other staple yarns is usually called sateen. Long floats make satins beautiful but vulnerable to snagging and seam slippage, so they need careful seam construction and a slippage test before bulk production.',
          ],
        },
        {
          heading: 'Beyond the basics: dobby, jacquard and pile',
          paragraphs: [
            'Dobby looms control small groups of warp yarns, which lets mills weave small geometric patterns, textures and stripes, such as the tiny diamonds on shirting or the cells of a waffle weave. Jacquard looms control every warp yarn individually, producing large, complex figures in brocade, damask and tapestry. Both add cost per metre and usually raise minimums, because each design needs its own development and loom set-up.',
            'Pile fabrics add an extra set of yarns that stand up from the base cloth. Velvet, velveteen, corduroy and terry towelling all use pile, formed and cut in different ways. Pile fabrics have a direction, or nap, that changes how the colour reads, so all pattern pieces must be cut with the nap running the same way. This one-way lay increases fabric consumption, often by several percent, and should appear in your costing.',
            'When you receive a woven swatch, check both sides, hold it up to the light, pull it gently along the warp, the weft and the bias, and crush it in your hand for a few seconds. In a minute you will learn more about its density, stretch, slippage and crease recovery than from any photograph or product description, and you will know which questions to ask the mill.',
          ],
          bullets: [
            'Plain: poplin, voile, chambray, canvas, taffeta',
            'Basket: oxford, hopsack, panama',
            'Twill: denim, chino, gabardine, drill, herringbone',
            'Satin: duchess satin, charmeuse, cotton sateen',
            'Figured: dobby shirting, jacquard, brocade, damask',
          ],
        },
      ],
      checklist: [
        'Ask for the full construction: yarn counts plus ends and picks per inch',
        'Confirm the weave (plain, twill ratio, satin) and which side is the face',
        'Check the cuttable width between selvedges, not only the full width',
        'Ask whether the fabric has a nap or one-way direction that affects the cutting lay',
        'Request a seam slippage result (ISO 13936) for satins and loosely woven fabrics',
        'Confirm any elastane content and the stretch and recovery percentages',
      ],
      keyTerms: [
        { term: 'Warp', definition: 'The lengthwise yarns held under tension on the loom, parallel to the selvedge.' },
        { term: 'Weft', definition: 'The crosswise yarns inserted from selvedge to selvedge; also called filling.' },
        { term: 'Ends and picks', definition: 'The number of warp yarns (ends) and weft yarns (picks) per inch or centimetre.' },
        { term: 'Selvedge', definition: 'The firmly woven edge of a fabric that stops it from fraying.' },
        { term: 'Bias', definition: 'The direction at 45 degrees to warp and weft, where a woven fabric stretches and drapes most.' },
      ],
    },
    {
      number: 4,
      title: 'Knitted Fabrics: Jersey, Rib and Interlock',
      summary:
        'Knits are built from interlocking loops rather than crossing yarns, which gives them stretch, comfort and their own set of production risks. This chapter explains weft and warp knits, the main constructions and how to specify them.',
      sections: [
        {
          heading: 'How knitting works',
          paragraphs: [
            'A knitted fabric is made by pulling loops of yarn through previous loops. Vertical columns of loops are called wales and horizontal rows are called courses. Because loops can deform and recover, knits stretch, especially across the width, without needing elastane. This is why knits dominate T-shirts, sweatshirts, underwear, activewear and many dresses, and why knit patterns can be cut with less ease than woven ones.',
            'Weft knits are made with the yarn running across the fabric, on circular machines for T-shirt and sweatshirt fabrics or on flat machines for sweaters. Warp knits feed many yarns lengthwise in a zigzag on tricot or raschel machines, producing stable, run-resistant fabrics for lingerie, swimwear, linings and mesh. Most founders meet circular weft knits first, bought by the kilogram or metre from knitting mills, and fully fashioned knitwear made by sweater factories.',
            'Machine gauge describes how many needles there are per inch of the knitting bed. Circular jersey machines typically run from about 18 to 32 gauge, with 24 and 28 common for T-shirts; higher gauges use finer yarns and make smoother, lighter fabric. In flat knitwear, 3 to 7 gauge gives chunky sweaters and 12 to 18 gauge gives fine-gauge pieces. The same yarn knitted on the wrong gauge will be either too tight or too loose.',
          ],
        },
        {
          heading: 'The main weft knit constructions',
          paragraphs: [
            'Single jersey is the plain knit of the T-shirt: smooth V-shaped stitches on the face and loops on the back. It is light and stretchy but curls at cut edges and can spiral after washing. Rib knits alternate face and back stitches, as in 1x1 or 2x2 rib, giving high width-wise stretch and recovery for cuffs, necklines and fitted tops. Interlock is essentially two 1x1 ribs knitted together, producing a thicker fabric that is smooth on both sides and does not curl.',
            'Piqué uses tuck stitches to create the textured honeycomb of a polo shirt. French terry has a smooth face and loops on the back, while fleece has those loops brushed into a soft nap; both are made with an extra backing yarn and are the standard fabrics for sweatshirts and hoodies. Ponte is a firm double knit with good stability, often used for trousers and structured dresses. Waffle, pointelle and jacquard knits add texture and pattern.',
            'Each construction has a typical weight range and behaviour. A 160 GSM single jersey suits a classic tee, while a 240 GSM jersey gives a heavyweight boxy tee. French terry for sweatshirts runs around 280 to 350 GSM, and brushed fleece can reach 400 GSM or more. When you compare fabrics, compare like with like, because an interlock and a single jersey of the same weight will feel and drape quite differently.',
          ],
          bullets: [
            'Single jersey: T-shirts, lightweight dresses',
            'Rib (1x1, 2x2): cuffs, neckbands, fitted tops',
            'Interlock: baby wear, smooth double-faced tops',
            'Piqué: polo shirts',
            'French terry and fleece: sweatshirts, hoodies, joggers',
            'Ponte: trousers, structured dresses',
          ],
        },
        {
          heading: 'Knit-specific risks and how to control them',
          paragraphs: [
            'Knits are less stable than wovens, so shrinkage in length is common. During knitting and wet processing the fabric is pulled lengthwise, and when it is washed it relaxes back. Mills control this with compacting, a mechanical finish that pushes the loops back together, and with heat-setting for synthetic blends. Always specify a maximum residual shrinkage, for example 5 percent in length and width for cotton jersey, and confirm it with a wash test.',
            'Spirality, or torque, is the twisting of a single jersey garment after washing, making side seams swing towards the front. It comes from unbalanced yarn twist and the many yarn feeders of a circular machine, and it is worse in loose constructions. It can be reduced with lower-twist or plied yarns, correct compacting and cutting from open-width fabric. Test it after washing with AATCC 179 or ISO 16322 and set a limit, often no more than 5 percent.',
            'Other knit issues to check include width consistency between rolls, barré (horizontal bands caused by yarn lot or tension differences), needle lines, holes and pilling. Ask your mill to knit each colour from a single yarn lot where possible, to inspect rolls before dispatch and to supply a shade band, so that your factory can keep panels from different rolls out of the same garment.',
          ],
        },
      ],
      checklist: [
        'Specify construction, gauge, yarn count and GSM for every knit fabric',
        'Ask whether the fabric is compacted or heat-set, and request residual shrinkage results',
        'Set a spirality limit for single jersey and test it on washed garments',
        'Confirm open or tubular width and the cuttable width',
        'Ask for a single yarn lot per colour to avoid barré',
        'Request stretch and recovery data for ribs and any fabric with elastane',
      ],
      keyTerms: [
        { term: 'Wale', definition: 'A vertical column of loops in a knitted fabric.' },
        { term: 'Course', definition: 'A horizontal row of loops in a knitted fabric.' },
        { term: 'Gauge', definition: 'The number of needles per inch on a knitting machine; a higher gauge makes finer fabric.' },
        { term: 'Spirality', definition: 'The twisting of a knitted fabric or garment after washing, also called torque.' },
        { term: 'Barré', definition: 'Unintended horizontal bands in a knit caused by yarn or tension differences.' },
      ],
    },
    {
      number: 5,
      title: 'Weight, GSM and Hand-Feel',
      summary:
        'Fabric weight is the number founders ask about most, and the one most often misunderstood. This chapter explains GSM and ounce weights, typical ranges by garment, and how weight relates to hand-feel, opacity and cost.',
      sections: [
        {
          heading: 'Measuring weight: GSM and ounces',
          paragraphs: [
            'GSM means grams per square metre and is the standard measure of fabric weight in most of the world. It is measured by cutting a disc of exactly 100 square centimetres with a GSM cutter and weighing it; multiply the result by 100 to get GSM. Weigh several discs across the width, because weight can vary from selvedge to centre, and condition the fabric at normal room humidity first, since cotton and wool absorb moisture and weigh more on a damp day.',
            'In the United States, and especially for denim and canvas, weight is often given in ounces per square yard. One ounce per square yard equals about 33.9 GSM, so a 12 oz denim is roughly 407 GSM and a 14 oz denim about 475 GSM. Be careful with quotes in ounces per linear yard, which depend on the width and are not comparable between fabrics. Some mills quote grams per linear metre; ask for the width to convert it to GSM.',
            'Weight should be measured on finished fabric, but mills sometimes quote greige weight, before dyeing and finishing, which can differ considerably. Compacting and relaxation usually increase GSM, while brushing, washing and other finishes can move it either way. Always ask for the finished weight with a tolerance, commonly plus or minus 5 percent, written into the specification and checked on delivery.',
          ],
        },
        {
          heading: 'Typical weight ranges by garment',
          paragraphs: [
            'Weight ranges help you shortlist fabrics, but they are guides rather than rules, because construction and fibre change the feel at any weight. Lightweight wovens such as voile and lawn sit below about 100 GSM, shirting poplin and oxford around 100 to 160 GSM, trouser twills and chinos around 200 to 300 GSM, and denim from about 10 to 16 oz. Knits follow a similar ladder, from fine jersey to heavy brushed fleece.',
            'Customers read weight as quality, but heavier is not always better. A 300 GSM tee feels premium in a boxy streetwear fit and unbearable in a hot summer; a 120 GSM shirt in a fine two-ply yarn can feel more luxurious than a 150 GSM shirt in a coarse single yarn. Decide the weight from the season, silhouette and price point, then adjust yarn quality and finishing to reach the hand-feel you want.',
          ],
          bullets: [
            'Chiffon, voile, lawn: about 30 to 100 GSM',
            'Shirting poplin and oxford: 100 to 160 GSM',
            'T-shirt single jersey: 140 to 200 GSM; heavyweight 220 to 300 GSM',
            'Chino and trouser twill: 200 to 300 GSM',
            'French terry and fleece: 260 to 400 GSM and above',
            'Denim: 10 to 16 oz per square yard (about 340 to 540 GSM)',
          ],
        },
        {
          heading: 'Hand-feel, opacity and drape',
          paragraphs: [
            'Hand-feel, or handle, describes how a fabric feels when touched and manipulated: soft or crisp, smooth or dry, warm or cool, springy or limp. It depends on the fibre, the yarn, the construction and especially the finish. Silicone softeners, enzyme washes, brushing and peaching can all transform a fabric, but some finishes wash out over time, so always check that the hand after five washes still matches the swatch you approved.',
            'Opacity matters for white and pale colours, leggings and lightweight shirts. It depends more on density and yarn coverage than on weight alone, so a tight 120 GSM poplin can be less see-through than a loose 150 GSM slub jersey. Test opacity by stretching the fabric over skin-toned card or a hand in daylight, and for leggings by asking a fit model to squat in a brightly lit room.',
            'Because hand-feel is subjective, build a physical reference library. Keep approved swatches labelled with fibre, yarn, construction, GSM, finish and supplier, and use them whenever you brief a mill. Describing a fabric as soft but substantial leaves plenty of room for disappointment; sending a swatch with a note to match its hand at 180 GSM in combed ring-spun cotton leaves very little.',
          ],
        },
      ],
      checklist: [
        'Ask for finished GSM, not greige, with a written tolerance of typically plus or minus 5 percent',
        'Convert ounce weights to GSM and confirm whether they are per square or per linear yard',
        'Weigh incoming fabric yourself with a GSM cutter and a digital scale',
        'Test opacity on skin and in bright light for pale colours and leggings',
        'Ask whether the hand-feel comes from a finish, and recheck it after five washes',
        'Keep a labelled library of approved swatches to brief future developments',
      ],
      keyTerms: [
        { term: 'GSM', definition: 'Grams per square metre; the standard measure of fabric weight.' },
        { term: 'oz/yd²', definition: 'Ounces per square yard; one ounce is about 33.9 GSM. Common for denim and canvas.' },
        { term: 'Greige', definition: 'Fabric straight from the loom or knitting machine, before dyeing and finishing.' },
        { term: 'Hand-feel', definition: 'How a fabric feels to the touch: softness, smoothness, warmth, body and spring.' },
      ],
    },
    {
      number: 6,
      title: 'Fit, Drape and Matching Fabric to Design',
      summary:
        'The same pattern can fit and look completely different in two fabrics. This chapter explains drape, stretch and recovery, and how to match fabric properties to silhouette and garment function.',
      sections: [
        {
          heading: 'Understanding drape and body',
          paragraphs: [
            'Drape is the way a fabric hangs and folds under its own weight. A fluid fabric such as viscose crepe or silk charmeuse falls close to the body in many small folds; a crisp fabric such as cotton poplin or taffeta stands away from the body in fewer, larger folds. Drape depends on fibre stiffness, yarn twist, density and finish, which is why a 200 GSM viscose and a 200 GSM cotton twill behave nothing alike.',
            'Designers use words such as body, structure and fluidity to describe the same idea. A simple way to compare fabrics is to hang same-size squares, about 30 centimetres across, over the end of a tube or the edge of a table and compare the number and depth of the folds. Laboratories use a drape tester to calculate a drape coefficient, but a consistent, hands-on comparison is usually enough for a founder choosing between swatches.',
            'Match drape to silhouette. Bias-cut slips, wrap dresses and wide trousers need fluid fabrics. Tailored blazers, A-line skirts and structured shirts need body, either from the fabric itself or from interlinings and fusings. If you choose a fluid fabric for a structured design, the garment will collapse; if you choose a stiff fabric for a draped design, it will look boxy and stand away from the body.',
          ],
        },
        {
          heading: 'Stretch, recovery and ease',
          paragraphs: [
            'Stretch is how far a fabric extends under a given load; recovery is how much of that extension it loses again once the load is removed. Knits stretch naturally, and elastane adds both stretch and recovery. A fabric with high stretch and poor recovery will bag at the knees, seat and elbows, a common complaint with cheap jersey and some stretch denim. Ask for both numbers, measured to a standard such as ASTM D2594 for knits or ASTM D3107 for stretch wovens.',
            'Stretch changes the pattern. A pattern for a stretch fabric can be drafted with less ease, or even negative ease for leggings and swimwear, which are cut smaller than the body. If you change fabric after the pattern is approved, for example from a 2 percent elastane twill to a rigid twill, the garment will fit tighter and may need more ease. Always re-fit when the stretch changes by more than a few points.',
            'Comfort stretch in wovens usually comes from 2 to 3 percent elastane. Knits with 3 to 8 percent elastane suit fitted tees, dresses and jeggings, while power stretch for activewear, swimwear and shapewear uses around 15 to 25 percent elastane, usually in warp knits. More elastane raises cost, makes fabric harder to sew and finish, and makes recycling more difficult, so use only as much as the design genuinely needs.',
          ],
        },
        {
          heading: 'Choosing fabric for function',
          paragraphs: [
            'Beyond fit, every garment has functional demands. A work trouser needs abrasion resistance and seam strength; a summer shirt needs breathability and quick drying; a baby garment needs softness, colourfastness to saliva and compliance with safety rules. Write these needs into a short fabric brief for each style, so that both you and the mill can judge a swatch against clear criteria rather than taste alone.',
            'Consider how customers will care for the garment too. If they will machine wash and tumble dry, avoid fabrics that shrink or felt unless they have been pre-treated, and avoid delicate finishes that wash off. If you design dry-clean-only pieces, say so honestly on the care label, because a misleading label is a legal risk in many markets as well as a source of returns and complaints.',
            'Finally, test the fabric in the garment. Make a first sample in the intended fabric or a close substitute, wear it for a day, wash it following your proposed care label, and check seams, fit, colour and hand. Many of the most expensive problems, such as seams that pucker, fabric that grows or shrinks, or a colour that looks wrong in daylight, only show up at this stage.',
          ],
          bullets: [
            'Structure: poplin, twill, canvas, taffeta, ponte',
            'Fluid drape: viscose crepe, satin, modal jersey, silk',
            'Stretch with recovery: elastane blends, rib, power mesh',
            'Breathability: linen, open plain weaves, fine wool',
            'Durability: tight twills, nylon blends, high-twist yarns',
          ],
        },
      ],
      checklist: [
        'Write a one-page fabric brief per style: silhouette, drape, stretch, function and care',
        'Ask for stretch and recovery percentages in both directions',
        'Re-fit the pattern whenever you switch to a fabric with different stretch',
        'Compare drape by hanging same-size swatches side by side',
        'Sew a first sample in the intended fabric and wash it following your proposed care label',
        'Check whether the design needs interlinings or fusings, and test their bond after washing',
      ],
      keyTerms: [
        { term: 'Drape', definition: 'How a fabric hangs and folds under its own weight.' },
        { term: 'Recovery', definition: 'The degree to which a stretched fabric returns to its original size.' },
        { term: 'Ease', definition: 'The difference between body and garment measurements that allows movement.' },
        { term: 'Negative ease', definition: 'A garment cut smaller than the body, relying on stretch to fit.' },
        { term: 'Interlining', definition: 'A layer, sewn or fused, between face fabric and lining that gives shape and support.' },
      ],
    },
    {
      number: 7,
      title: 'Testing: Shrinkage, Pilling and Colourfastness',
      summary:
        'Lab tests turn good quality into measurable numbers a supplier can be held to. This chapter covers the essential tests, the standards to name and realistic pass levels for fashion products.',
      sections: [
        {
          heading: 'Dimensional stability: shrinkage',
          paragraphs: [
            'Shrinkage, properly called dimensional change, is the most common cause of fabric-related returns. It is measured by marking a fabric or garment, washing and drying it under defined conditions and measuring again. ISO 6330 defines the domestic washing and drying procedures, ISO 3759 the preparation and marking, and ISO 5077 the calculation. In the United States, AATCC 135 covers fabrics and AATCC 150 covers finished garments. Results are given as a percentage, with a minus sign for shrinkage.',
            'Common commercial tolerances are around plus or minus 3 percent for wovens and plus or minus 5 percent for knits, usually after three wash cycles, but your product and price point decide your own limit. Test at the temperature and with the drying method your care label will state, including tumble drying if you allow it, because tumble drying causes much of the shrinkage in cotton knits. Test the fabric before cutting and the finished garment, since sewing, pressing and garment washes all change the result.',
            'You can run a simple check in your studio while waiting for a lab. Cut a 50 centimetre square, mark a 40 centimetre square inside it with an indelible pen, wash and dry it as your customer would, and measure again. A change from 40 to 38.5 centimetres is 3.75 percent shrinkage. This does not replace an accredited test, but it catches serious problems early and helps you brief the pattern cutter on shrinkage allowances.',
          ],
        },
        {
          heading: 'Pilling and abrasion',
          paragraphs: [
            'Pills are small balls of tangled fibre that form on the surface when fibre ends are rubbed loose. They are most common with short staple fibres, low-twist yarns, loose constructions and blends in which a strong synthetic fibre anchors the pill so that it cannot break off. Pilling is tested by rubbing fabric against itself or an abradant and comparing it with photographic standards, graded from 1, severe pilling, to 5, no pilling.',
            'The main methods are ISO 12945-1, which tumbles specimens in a pilling box, and ISO 12945-2, which uses a modified Martindale machine; in the United States, ASTM D4970 uses the Martindale and ASTM D3512 a random tumble tester. A brand might, for example, ask for grade 3 or better after 2,000 Martindale rubs on knits and grade 3 to 4 on wovens. Always state the method and the number of cycles, because a grade without them means little.',
            'Abrasion resistance measures how many rubs a fabric survives before yarns break or holes appear, using the Martindale method in ISO 12947 or the Wyzenbeek method in ASTM D4157. It matters most for trousers, workwear, bags and heavy outerwear. For fashion apparel, agree a figure with your mill based on the product, because a fine silk blouse and a canvas work jacket need very different results.',
          ],
        },
        {
          heading: 'Colourfastness and other essentials',
          paragraphs: [
            'Colourfastness tests check that colour stays on the fabric and off everything else. The key ones are colourfastness to washing (ISO 105-C06 or AATCC 61), to rubbing, also called crocking (ISO 105-X12 or AATCC 8), to light (ISO 105-B02 or AATCC 16.3) and to perspiration (ISO 105-E04). Results use grey scales from 1 to 5, assessing both colour change in the sample and staining onto adjacent fabrics. Grade 4 is a common target, with 3 often accepted for wet rubbing on dark shades.',
            "Dark colours, bright reds, navy and indigo denim are the usual problem areas. Wet crocking failures show up as colour rubbing onto a pale sofa or a bag strap, and poor wash fastness ruins other items in the customer's machine. If you sell garments with contrast panels, such as a navy body with white trims, test colour migration and staining on the actual combination before bulk production.",
            "Beyond these, consider tensile and tear strength for wovens (ISO 13934 and ISO 13937), bursting strength for knits (ISO 13938), seam slippage, pH (ISO 3071) and restricted substances such as certain azo dyes, formaldehyde and nickel in trims. Chemical limits depend on your market, for example REACH in the European Union and CPSIA for children's products in the United States. OEKO-TEX STANDARD 100 certification covers many chemical checks in a single certificate.",
          ],
          bullets: [
            'Shrinkage: ISO 6330 with ISO 5077, or AATCC 135 and AATCC 150',
            'Spirality: ISO 16322 or AATCC 179',
            'Pilling: ISO 12945-1 or ISO 12945-2, ASTM D4970',
            'Abrasion: ISO 12947 (Martindale), ASTM D4157 (Wyzenbeek)',
            'Colourfastness: ISO 105-C06, -X12, -B02 and -E04',
            'Strength: ISO 13934, ISO 13937, ISO 13938',
          ],
        },
      ],
      checklist: [
        'Put test methods, cycles and pass grades in writing on every fabric specification',
        'Test at the wash temperature and with the drying method your care label will state',
        'Request a report from an accredited third-party lab for each new fabric and colour',
        'Test finished garments as well as fabric, especially after garment washes',
        'Run crocking and staining tests on dark shades and contrast colour combinations',
        'Ask for an OEKO-TEX STANDARD 100 certificate or a restricted substances test report',
        'File every test report with the fabric lot numbers it refers to',
      ],
      keyTerms: [
        {
          term: 'Dimensional change',
          definition: 'The percentage change in length or width after washing; negative values mean shrinkage.',
        },
        {
          term: 'Martindale',
          definition:
            'A machine that rubs fabric in a Lissajous figure, a path that constantly changes direction; used for pilling and abrasion tests.',
        },
        { term: 'Crocking', definition: 'The transfer of colour from a fabric onto another surface by rubbing.' },
        { term: 'Grey scale', definition: 'A five-step scale used to grade colour change and staining, where 5 means no change.' },
        { term: 'Accredited lab', definition: 'A testing laboratory accredited to ISO/IEC 17025, whose results are widely accepted.' },
      ],
    },
    {
      number: 8,
      title: 'Sourcing, MOQs and Costing',
      summary:
        'Knowing fabric is only useful if you can buy it at the right price, quantity and quality. This chapter explains where fabric comes from, how minimums and lead times work, and how to calculate the fabric cost of a garment.',
      sections: [
        {
          heading: 'Where to buy fabric',
          paragraphs: [
            'Fabric reaches brands through several routes. Mills weave or knit fabric and often dye and finish it too, sometimes through separate dye houses. Converters buy greige fabric and have it dyed, printed and finished to order. Agents and trading companies represent several mills and handle communication and logistics. Wholesalers and stock services hold finished fabric on the roll. And many garment factories source fabric themselves, building its cost into the garment price.',
            'Each route trades control against convenience. Buying direct from a mill gives the most control over quality and the best price at volume, but demands larger minimums and more technical knowledge. Stock fabrics and wholesalers let you buy a few dozen metres, ideal for samples and small first runs, but the range is limited and repeat availability is not guaranteed. Trade fairs such as Première Vision in Paris, Munich Fabric Start and Texworld are efficient places to meet many suppliers at once.',
            "Whichever route you choose, ask for a header or swatch card showing the article number, composition, construction, weight, width and finish. That article number is how you reorder, and how you compare one supplier's offer with another's. If a supplier cannot tell you what is in a fabric and how it is made, assume they cannot control its quality either.",
          ],
        },
        {
          heading: 'MOQs, lead times and approvals',
          paragraphs: [
            "Minimum order quantities exist because dyeing, finishing and printing have set-up costs. A mill may ask for 500 to 3,000 metres per colour for a custom colour, less for stock greige dyed to order and less again for fabric held in stock. Below the minimum you can often pay a small-lot surcharge. Negotiate by reducing the number of colours, sharing one base fabric across several styles, or choosing fabrics from a mill's stock-supported programme.",
            'Plan the calendar backwards from your delivery date. A typical sequence is swatches and prices, sampling yardage, lab dips for colour, strike-offs for prints, bulk production, testing and shipping. Approve colour in a light booth under a standard light source, usually D65 daylight, and also check it under your store or studio lighting to catch metamerism, where two colours match under one light and differ under another.',
            'Before bulk fabric is cut, inspect it. The four-point system, described in ASTM D5430, scores each defect from one to four points by length and allows a maximum number of points per 100 square yards, often 40. Also check shade variation between rolls and from edge to centre, width, weight and hand against the approved sample. Rejecting a faulty roll before cutting costs far less than discovering the problem in finished garments.',
          ],
          bullets: [
            'Sampling yardage: about 1 to 2 weeks from stock, longer if custom',
            'Lab dips: about 1 to 2 weeks per round',
            'Print strike-offs: about 2 to 3 weeks per round',
            'Bulk dyed fabric: commonly 4 to 8 weeks',
            'Testing at an accredited lab: about 1 to 2 weeks',
            'Sea freight: about 3 to 6 weeks depending on the route',
          ],
        },
        {
          heading: 'Costing fabric per garment',
          paragraphs: [
            'Fabric is usually the largest single cost in a garment. To cost it, you need the price per metre or yard, the cuttable width and the consumption, the length of fabric the marker needs per garment. A factory or pattern maker calculates consumption from the marker, taking into account the pattern pieces, how efficiently they nest, any one-way lay and a wastage allowance, commonly 3 to 5 percent for end losses and defects.',
            'Here is a simple example. A shirt uses 1.6 metres of poplin with a 145 centimetre cuttable width, at 4.80 dollars per metre. Adding 4 percent wastage gives 1.66 metres, so the fabric costs about 7.99 dollars. If the same fabric were only available 110 centimetres wide, consumption might rise to around 2.1 metres, or about 10.50 dollars with wastage. This is why width belongs in every quote you compare.',
            'Check what the price includes. Quotes may be ex-mill, FOB at the port of export or delivered duty paid, and the difference can be 10 to 30 percent once freight, duty and clearance are added. Ask about surcharges for small lots, extra colours, special finishes and testing. As a rough rule of thumb for a direct-to-consumer brand, if fabric alone costs much more than a tenth of the retail price, review the design, the fabric or the price.',
          ],
        },
      ],
      checklist: [
        'Request a swatch card showing article number, composition, construction, weight, width and finish',
        'Ask for the MOQ per colour, the surcharge below it and any stock-supported alternative',
        'Confirm price terms (ex-mill, FOB or delivered duty paid) and currency',
        'Get lead times for lab dips, strike-offs, sampling yardage and bulk in writing',
        'Approve colour under D65 in a light booth and check it under your own lighting',
        'Require four-point inspection and shade bands before bulk cutting',
        'Calculate fabric cost per garment from marker consumption plus wastage',
      ],
      keyTerms: [
        { term: 'MOQ', definition: 'Minimum order quantity; the smallest amount a supplier will produce, often per colour.' },
        { term: 'Lab dip', definition: 'A small dyed sample submitted for colour approval before bulk dyeing.' },
        { term: 'Cuttable width', definition: 'The usable width of a fabric, excluding selvedges, pin holes and damaged edges.' },
        { term: 'Consumption', definition: 'The length of fabric needed per garment, calculated from the marker.' },
        { term: 'Four-point system', definition: 'A fabric inspection method that scores each defect from one to four points by size.' },
      ],
    },
  ],
  closing: [
    'Fabric knowledge compounds. The first time you brief a mill with a full construction, a weight tolerance and named test methods, you will notice the conversation change: suppliers take you more seriously, quotes become comparable and samples arrive closer to what you imagined. Each collection after that adds to your library of swatches, test reports and trusted suppliers, and your decisions become faster, cheaper and more confident.',
    'Keep this guide beside you when you develop your next product. Start with a fabric brief for every style, use the chapter checklists in every supplier conversation, and never approve bulk production without test results in writing. When you are ready to go deeper, the fibre-specific guides in this series cover cotton, plant-based, animal-based and synthetic fabrics in the same practical detail.',
  ],
};
