import type { BlogSeed } from '../types.ts';

export const blogs: BlogSeed[] = [
  {
    slug: 'souq-waqif-dining-guide',
    category: 'food',
    title: {
      en: "A First-Timer's Dining Guide to Souq Waqif",
      ar: 'دليل المبتدئين إلى المطاعم في سوق واقف',
    },
    excerpt: {
      en: 'From karak and chebab at sunset to machboos and luqaimat, here is how to spend a relaxed evening eating your way through Doha’s most famous market.',
      ar: 'من الكرك والجباب عند الغروب إلى المجبوس واللقيمات، إليك كيف تقضي أمسية هادئة تتذوق فيها أشهى ما في أشهر أسواق الدوحة.',
    },
    body: {
      en: `Souq Waqif is the place most visitors to Doha see first, and for good reason. The old market was rebuilt with mud-rendered walls, wooden beams and shaded lanes, and in the evening it fills with families, falcon owners, spice sellers and the smell of grilled meat. It is also one of the best places in the country to eat, as long as you know where to start. This guide walks you through a relaxed evening, from the first cup of tea to the last bite of something sweet.

## Start with tea and a snack

Arrive just before sunset, when the heat softens and the lanes begin to glow. Pick a small café near the main walkway and order a cup of karak with a plate of fresh chebab, the Qatari pancakes flavoured with cardamom and saffron and served with date syrup. Sitting outside lets you watch the market wake up: porters with wheelbarrows, children chasing pigeons, and shopkeepers rolling up their shutters for the night trade.

## The main meal

For dinner you are spoiled for choice. Many restaurants along the central lanes serve traditional Qatari dishes such as machboos, a fragrant rice dish cooked with spiced chicken or lamb, and madrouba, a comforting porridge of rice, meat and butter. If you prefer something lighter, look for grilled fish from the Gulf, served with lemon, rice and a spicy tomato dakkous sauce. Lebanese, Iranian, Yemeni and Moroccan kitchens are all within a few minutes' walk, so a group with different tastes can easily find common ground.

A few practical tips make the evening smoother:

- Weekends are busy, so arrive early or book ahead on Thursday and Friday nights.
- Most places offer both indoor air-conditioned rooms and outdoor terraces; outdoor seats are best from November to March.
- Portions are generous, so sharing two or three dishes among friends is often enough.
- Ask about the dish of the day, which is often the freshest thing in the kitchen.

## Save room for dessert

Finish with luqaimat, small golden dumplings drizzled with date syrup and sprinkled with sesame, or a bowl of creamy Arabic ice cream flavoured with rose water and pistachio. Afterwards, take a slow walk past the spice and textile stalls, the falcon souq and the art galleries at the edge of the market. Whether it is your first visit or your fiftieth, Souq Waqif rewards those who slow down, sit for a while and let the evening unfold at its own pace.`,
      ar: `سوق واقف هو أول مكان يراه معظم زوار الدوحة، ولهذا أسباب وجيهة. فقد أُعيد بناء السوق القديم بجدرانه الطينية وعوارضه الخشبية وممراته المظللة، ويمتلئ في المساء بالعائلات وأصحاب الصقور وباعة التوابل ورائحة المشاوي. وهو أيضاً من أفضل أماكن الأكل في البلاد، شرط أن تعرف من أين تبدأ. يأخذك هذا الدليل في أمسية هادئة، من أول فنجان شاي حتى آخر لقمة حلوة.

## ابدأ بالشاي ووجبة خفيفة

احرص على الوصول قبيل الغروب بقليل، حين تخف حرارة الجو وتبدأ الممرات في التوهج بالأضواء. اختر مقهى صغيراً قريباً من الممشى الرئيسي، واطلب كوباً من الكرك مع طبق من الجباب الطازج، وهو فطائر قطرية محلاة بنكهة الهيل والزعفران تُقدَّم مع دبس التمر. والجلوس في الخارج يتيح لك أن تراقب السوق وهو يستيقظ: الحمّالون بعرباتهم اليدوية، والأطفال يطاردون الحمام، وأصحاب المحلات يرفعون أبوابهم استعداداً لتجارة الليل.

## الوجبة الرئيسية

أما العشاء فالخيارات فيه كثيرة. تقدم مطاعم عديدة على امتداد الممرات الوسطى أطباقاً قطرية تقليدية مثل المجبوس، وهو طبق أرز عطري يُطهى مع الدجاج أو اللحم المتبل، والمضروبة، وهي عصيدة دافئة من الأرز واللحم والسمن. وإن كنت تفضل شيئاً أخف، فابحث عن السمك المشوي من مياه الخليج، الذي يُقدَّم مع الليمون والأرز وصلصة الدقوس الحارة المصنوعة من الطماطم. كما أن المطابخ اللبنانية والإيرانية واليمنية والمغربية كلها على بعد دقائق سيراً على الأقدام، فيستطيع أي فريق من الأصدقاء بأذواق مختلفة أن يجد ما يرضي الجميع.

وهذه بعض النصائح العملية التي تجعل الأمسية أكثر سلاسة:

- تزدحم عطلات نهاية الأسبوع، لذا احرص على الحضور مبكراً أو احجز مسبقاً في ليالي الخميس والجمعة.
- توفر معظم المطاعم صالات داخلية مكيفة وجلسات خارجية، وأفضل وقت للجلوس في الخارج من نوفمبر إلى مارس.
- الحصص كبيرة عادةً، لذا يكفي غالباً أن يتشارك الأصدقاء طبقين أو ثلاثة.
- اسأل عن طبق اليوم، فهو في الغالب أطزج ما في المطبخ.

## اترك مكاناً للحلوى

اختم أمسيتك باللقيمات، وهي كرات عجين ذهبية صغيرة يُسكب عليها دبس التمر ويُرش فوقها السمسم، أو بطبق من البوظة العربية الكريمية بنكهة ماء الورد والفستق الحلبي. وبعد ذلك تمشَّ على مهل بين محلات التوابل والأقمشة، مروراً بسوق الصقور والمعارض الفنية على أطراف السوق. وسواء كانت هذه زيارتك الأولى أو الخمسين، فإن سوق واقف يكافئ من يتمهل ويجلس قليلاً ويترك الأمسية تمضي على إيقاعها الخاص.`,
    },
    author: { en: 'Mariam Al-Kuwari', ar: 'مريم الكواري' },
    publishedAt: '2024-01-18',
  },
  {
    slug: 'karak-tea-doha-guide',
    category: 'food',
    title: {
      en: 'Karak: The Sweet, Spiced Tea That Keeps Qatar Moving',
      ar: 'الكرك: الشاي الحلو المتبل الذي يُبقي قطر في حركة دائمة',
    },
    excerpt: {
      en: 'Where karak came from, what makes a great cup, where to drink it in Doha and how to brew it at home in ten minutes.',
      ar: 'من أين جاء الكرك، وما سر الكوب المميز، وأين تشربه في الدوحة، وكيف تحضّره في بيتك خلال عشر دقائق.',
    },
    body: {
      en: `Ask anyone in Qatar what keeps the country moving and there is a good chance they will say karak. This sweet, spiced milk tea is sold everywhere, from roadside stalls where drivers honk for service to elegant cafés in Lusail, and it costs only a few riyals a cup. Karak arrived with traders and workers from South Asia, but over the decades it has become a genuinely local habit, part of morning commutes, late-night conversations and long drives along the coast.

## What goes into a good cup

The recipe looks simple: strong black tea boiled with evaporated milk, sugar and cardamom. The difference between an ordinary cup and a memorable one lies in patience. Good karak is boiled several times until the tea turns a deep caramel colour and the milk thickens slightly. Some makers add a pinch of saffron, a slice of ginger or a few crushed cloves. Others swear by a splash of condensed milk for extra richness. The result should be sweet, creamy and strong enough to stand up to the sugar.

## Where and how to drink it

Part of the charm of karak is the way it is served. At many roadside kiosks you simply pull up, flash your lights, and someone brings a paper cup to your car window. It is a small ritual that citizens and residents alike enjoy, especially on cool winter evenings. In Souq Waqif and Katara you can sit at a small table and watch the crowds. In newer districts, modern cafés offer karak with oat milk, less sugar or even as an iced drink for the summer months.

If you want to explore, try a simple karak tour over one weekend:

- Start with a classic roadside cup in the morning, paired with a warm paratha filled with egg or cheese.
- In the afternoon, visit a café that brews karak with saffron and serves it in small glass cups.
- End the evening with an iced version on a promenade overlooking the sea.

## Making it at home

You can make a respectable cup at home in about ten minutes. Boil two cups of water with two heaped teaspoons of loose black tea, four crushed cardamom pods and sugar to taste. Let it bubble for three or four minutes, then add one cup of evaporated milk and bring it back to the boil twice, lowering the heat each time it rises. Strain into small cups and serve immediately. Once you have the basic method, adjust the spices until the cup tastes like your favourite kiosk, and share it with friends the way Qataris do: generously, and always with a second round on offer.`,
      ar: `اسأل أي شخص في قطر عمّا يُبقي البلد في حركة دائمة، وغالباً ما سيجيبك: الكرك. فهذا الشاي الحلو بالحليب والتوابل يُباع في كل مكان، من الأكشاك على جوانب الطرق حيث يطلق السائقون أبواق سياراتهم طلباً للخدمة، إلى المقاهي الأنيقة في لوسيل، ولا يتجاوز سعر الكوب بضعة ريالات. وصل الكرك إلى المنطقة مع التجار والعمال القادمين من جنوب آسيا، لكنه أصبح على مر العقود عادة محلية أصيلة، وجزءاً من رحلات الصباح إلى العمل، وأحاديث آخر الليل، والمشاوير الطويلة على امتداد الساحل.

## مكونات الكوب الجيد

تبدو الوصفة بسيطة: شاي أسود قوي يُغلى مع الحليب المبخر والسكر والهيل. لكن الفرق بين كوب عادي وكوب لا يُنسى يكمن في الصبر. فالكرك الجيد يُغلى عدة مرات حتى يكتسب الشاي لوناً كراميلياً عميقاً ويتكثف الحليب قليلاً. ويضيف بعض صانعيه رشة من الزعفران أو شريحة من الزنجبيل أو بضع حبات من القرنفل المطحون، بينما يقسم آخرون بأن ملعقة من الحليب المكثف المحلى تمنحه غنى إضافياً. والنتيجة المطلوبة مشروب حلو وكريمي وقوي بما يكفي ليوازن حلاوة السكر.

## أين تشربه وكيف

جزء من سحر الكرك يكمن في طريقة تقديمه. ففي كثير من الأكشاك على الطرق يكفي أن تتوقف بسيارتك وتومض بأضوائها، فيأتيك أحدهم بكوب ورقي حتى نافذة السيارة. إنها طقوس صغيرة يستمتع بها المواطنون والمقيمون على حد سواء، خاصة في أمسيات الشتاء المعتدلة. وفي سوق واقف وكتارا يمكنك الجلوس إلى طاولة صغيرة ومراقبة الحشود. أما في الأحياء الحديثة، فتقدم المقاهي العصرية الكرك بحليب الشوفان، أو بسكر أقل، أو حتى مثلجاً لأشهر الصيف الحارة.

وإن أردت الاستكشاف، فجرّب جولة كرك بسيطة خلال عطلة نهاية أسبوع واحدة:

- ابدأ صباحك بكوب تقليدي من كشك على الطريق، مع خبز البراتا الساخن المحشو بالبيض أو الجبن.
- وفي فترة العصر زر مقهى يحضّر الكرك بالزعفران ويقدمه في أكواب زجاجية صغيرة.
- واختم المساء بكوب مثلج على ممشى مطل على البحر.

## تحضيره في المنزل

يمكنك إعداد كوب جيد في المنزل خلال عشر دقائق تقريباً. اغلِ كوبين من الماء مع ملعقتين صغيرتين ممتلئتين من الشاي الأسود السائب، وأربع حبات من الهيل المهروس، والسكر حسب الرغبة. اتركه يغلي ثلاث أو أربع دقائق، ثم أضف كوباً من الحليب المبخر، وأعده إلى الغليان مرتين، مع خفض النار في كل مرة يرتفع فيها. صفّه في أكواب صغيرة وقدمه فوراً. وبعد أن تتقن الطريقة الأساسية، عدّل التوابل حتى يصبح مذاق الكوب مثل مذاق كشكك المفضل، ثم شاركه مع أصدقائك كما يفعل القطريون: بكرم، ومع عرض دائم لجولة ثانية.`,
    },
    author: { en: 'Omar Haddad', ar: 'عمر حداد' },
    publishedAt: '2024-02-06',
  },
  {
    slug: 'machboos-qatars-national-dish',
    category: 'food',
    title: {
      en: 'Machboos Explained: Spices, Variations and Where to Start',
      ar: 'المجبوس بالتفصيل: التوابل والأنواع ومن أين تبدأ',
    },
    excerpt: {
      en: 'Qatar’s best-loved rice dish is all about bzar, dried lime and patience. Here is what to know before your first platter.',
      ar: 'طبق الأرز الأحب إلى قلوب القطريين يقوم على البزار واللومي والصبر. إليك ما ينبغي معرفته قبل أن تتذوق صحنك الأول.',
    },
    body: {
      en: `If Qatar had to choose a single dish to represent its kitchen, most people would pick machboos. This generous platter of spiced rice crowned with chicken, lamb or fish appears at family lunches on Fridays, at wedding feasts and at the tables of the smallest neighbourhood restaurants. It is the taste of home for many Qataris, and one of the first things visitors should try.

## The heart of the dish

Machboos begins with a blend of spices known as bzar, which usually includes cumin, coriander, black pepper, cinnamon, cardamom, cloves and dried chilli. Every household has its own proportions, often passed down from grandmothers. The spices are fried with onions, tomatoes and garlic, then the meat is browned and simmered in the fragrant broth. The secret ingredient is loomi, dried black lime, which is pierced and dropped into the pot to give a tangy, slightly smoky flavour that is unmistakably Gulf in character.

Long-grain basmati rice is then cooked in the same broth, so every grain absorbs the spices. The meat is often removed and roasted or fried briefly before being placed on top of the rice, and the whole platter is finished with fried onions, raisins, roasted nuts and a sprinkle of rose water.

## Variations worth trying

- Chicken machboos is the everyday favourite and a good introduction for first-timers.
- Lamb machboos is richer and slower to cook, traditionally served on special occasions.
- Fish or shrimp machboos is popular in coastal towns such as Al Wakrah and Al Khor, where the catch arrives fresh every morning.
- Vegetarian versions with chickpeas and potatoes are becoming more common in modern cafés.

## How to enjoy it like a local

Machboos is meant to be shared. In many homes the platter is placed in the centre of a floor mat and everyone eats together, often with the right hand. Restaurants will happily provide cutlery, but try at least a few bites the traditional way. Accompany the meal with dakkous, a spicy tomato sauce, a simple salad of cucumber and tomato, and a cup of laban or fresh yoghurt to cool the palate.

When choosing a restaurant, look for places where the rice is glossy but not oily, the meat falls away from the bone and the aroma of loomi reaches you before the plate does. Ask for the house bzar if they sell it; many small restaurants in Doha will gladly pack a jar so you can try making the dish at home and share it with your own family.`,
      ar: `لو كان على قطر أن تختار طبقاً واحداً يمثل مطبخها، لاختار معظم الناس المجبوس. فهذا الطبق السخي من الأرز المتبل الذي يعلوه الدجاج أو اللحم أو السمك حاضر في غداء العائلة يوم الجمعة، وفي ولائم الأعراس، وعلى موائد أصغر مطاعم الأحياء. إنه طعم البيت بالنسبة لكثير من القطريين، ومن أول ما ينبغي للزائر أن يتذوقه عند وصوله إلى البلاد.

## قلب الطبق

يبدأ المجبوس بخلطة توابل تُعرف بالبزار، وتضم عادة الكمون والكزبرة والفلفل الأسود والقرفة والهيل والقرنفل والفلفل الأحمر المجفف. ولكل بيت مقاديره الخاصة التي تتوارثها الأجيال في الغالب عن الجدات. تُقلى التوابل مع البصل والطماطم والثوم، ثم يُحمّر اللحم ويُترك لينضج على نار هادئة في المرق العطري. أما المكون السري فهو اللومي، أي الليمون الأسود المجفف، الذي يُثقب ويُلقى في القدر ليمنح الطبق نكهة حامضة مدخنة قليلاً، لا تخطئها الذائقة الخليجية.

بعد ذلك يُطهى أرز البسمتي طويل الحبة في المرق نفسه، فتتشرب كل حبة منه نكهة التوابل. وكثيراً ما يُرفع اللحم من القدر ويُحمّر في الفرن أو يُقلى قليلاً قبل أن يوضع فوق الأرز، ثم يُزيَّن الطبق كله بالبصل المقلي والزبيب والمكسرات المحمصة ورشة من ماء الورد.

## أنواع تستحق التجربة

- مجبوس الدجاج هو المفضل اليومي، وبداية مناسبة لمن يتذوقه أول مرة.
- مجبوس اللحم أغنى وأطول في الطهي، ويُقدَّم تقليدياً في المناسبات الخاصة.
- مجبوس السمك أو الروبيان يحظى بشعبية كبيرة في المدن الساحلية مثل الوكرة والخور، حيث يصل الصيد طازجاً كل صباح.
- أما النسخ النباتية المحضرة بالحمص والبطاطس فقد أصبحت أكثر انتشاراً في المقاهي الحديثة.

## كيف تستمتع به على الطريقة المحلية

المجبوس طبق يُؤكل جماعةً. ففي كثير من البيوت يوضع الصحن الكبير في وسط السفرة الممدودة على الأرض، ويأكل الجميع معاً، وغالباً باليد اليمنى. ولن تمانع المطاعم في تقديم الملاعق والشوك، لكن جرّب بضع لقمات على الأقل بالطريقة التقليدية. ورافق الوجبة بالدقوس، وهو صلصة طماطم حارة، وبسلطة بسيطة من الخيار والطماطم، وكوب من اللبن أو الزبادي الطازج لتلطيف المذاق.

وعند اختيار المطعم، ابحث عن مكان يكون فيه الأرز لامعاً من غير أن يكون دهنياً، واللحم طرياً ينفصل عن العظم بسهولة، ورائحة اللومي تسبق الطبق إليك. واسأل عن بزار المطعم إن كان يبيعه، فكثير من المطاعم الصغيرة في الدوحة تسعد بتعبئة برطمان منه لك، لتجرب إعداد الطبق في بيتك وتشاركه مع عائلتك وأحبابك.`,
    },
    author: { en: 'Hessa Al-Mannai', ar: 'حصة المناعي' },
    publishedAt: '2024-04-22',
  },
  {
    slug: 'friday-brunch-west-bay',
    category: 'food',
    title: {
      en: 'How to Choose the Perfect Friday Brunch in West Bay',
      ar: 'كيف تختار برانش الجمعة المثالي في الخليج الغربي',
    },
    excerpt: {
      en: 'Long buffets, live stations and sea views: a practical guide to booking, pacing and enjoying Doha’s favourite weekend meal.',
      ar: 'بوفيهات طويلة ومحطات طهي مباشرة وإطلالات بحرية: دليل عملي للحجز والاستمتاع بوجبة نهاية الأسبوع المفضلة في الدوحة.',
    },
    body: {
      en: `Friday brunch is one of Doha's favourite weekend rituals. Across West Bay, hotel restaurants and independent dining rooms open their doors from late morning to mid-afternoon with long buffets, live cooking stations and views over the towers and the bay. For many residents it is the one meal of the week when time slows down, phones stay in pockets and the conversation lasts longer than the dessert table.

## What to expect

A typical West Bay brunch runs for about three to four hours and is priced per person, with reduced rates for children. Buffets often stretch across several rooms: Arabic mezze and grills, fresh seafood on ice, sushi counters, roast carving stations, Indian curries, pasta cooked to order and an entire wall of cakes and pastries. Many venues add live music, a magician or a supervised play area so that parents can enjoy their coffee in peace.

Because brunch is so popular, the best tables go quickly. It is wise to reserve by Wednesday, especially during the cooler months from October to April when terraces open and the sea breeze makes outdoor dining a pleasure.

## Choosing the right brunch for you

Not every brunch suits every group. Consider these questions before booking:

- Are you celebrating a special occasion? Some venues offer a complimentary cake or a reserved corner if you mention a birthday or anniversary.
- Are children coming along? Look for places with a kids area, family seating and a separate junior menu.
- Do you prefer quality over quantity? A handful of restaurants serve a set brunch menu brought to the table instead of a buffet, which feels calmer and more refined.
- Do you have dietary needs? Ask in advance about vegetarian, vegan or gluten-free options; most kitchens are happy to prepare something special.

## Making the most of the day

Arrive on time, because the first hour is when the stations are freshest and the queues are shortest. Start slowly with salads and seafood, take a break between courses and leave space for the dessert room, which is often the highlight. After brunch, walk off the feast along the corniche, where the view back toward the Museum of Islamic Art and the old city is especially lovely in the late afternoon light. Many families then head home for a quiet evening, satisfied that the weekend has been properly celebrated.`,
      ar: `أصبح غداء الجمعة المتأخر، أو ما يُعرف بالبرانش، من أحب طقوس نهاية الأسبوع في الدوحة. ففي أنحاء منطقة الخليج الغربي تفتح مطاعم الفنادق وقاعات الطعام المستقلة أبوابها من أواخر الصباح حتى منتصف العصر، مع بوفيهات طويلة ومحطات طهي مباشرة وإطلالات على الأبراج والخليج. وبالنسبة لكثير من المقيمين، هي الوجبة الوحيدة في الأسبوع التي يتباطأ فيها الوقت، وتبقى فيها الهواتف في الجيوب، ويمتد فيها الحديث أطول من طاولة الحلويات.

## ما الذي تتوقعه

يستمر البرانش المعتاد في الخليج الغربي ما بين ثلاث وأربع ساعات، ويُحدد سعره للشخص الواحد مع أسعار مخفضة للأطفال. وكثيراً ما تمتد البوفيهات عبر عدة قاعات: مقبلات عربية ومشاوٍ، ومأكولات بحرية طازجة على الثلج، وركن للسوشي، ومحطات لتقطيع اللحوم المشوية، وأطباق كاري هندية، ومعكرونة تُحضّر حسب الطلب، وجدار كامل من الكعك والمعجنات. وتضيف أماكن كثيرة الموسيقى الحية أو عروض الخفة أو منطقة لعب تحت الإشراف، ليستمتع الآباء بقهوتهم في هدوء.

ولأن البرانش يحظى بشعبية كبيرة، فإن أفضل الطاولات تُحجز بسرعة. ومن الحكمة أن تحجز قبل يوم الأربعاء، خاصة في الأشهر المعتدلة من أكتوبر إلى أبريل، حين تُفتح الشرفات ويجعل نسيم البحر الأكل في الهواء الطلق متعة حقيقية.

## اختيار البرانش المناسب لك

ليس كل برانش يناسب كل مجموعة، لذا فكّر في هذه الأسئلة قبل الحجز:

- هل تحتفل بمناسبة خاصة؟ بعض الأماكن تقدم كعكة مجانية أو ركناً محجوزاً إذا ذكرت عيد ميلاد أو ذكرى سنوية.
- هل سيرافقك الأطفال؟ ابحث عن أماكن فيها منطقة ألعاب وجلسات عائلية وقائمة طعام خاصة بالصغار.
- هل تفضل الجودة على الكمية؟ عدد من المطاعم يقدم قائمة برانش محددة تُحمل إلى الطاولة بدلاً من البوفيه، وهي تجربة أهدأ وأرقى.
- هل لديك احتياجات غذائية خاصة؟ اسأل مسبقاً عن الخيارات النباتية أو النباتية الصرفة أو الخالية من الغلوتين، فمعظم المطابخ تسعد بتحضير شيء خاص لك.

## كيف تستفيد من يومك إلى أقصى حد

احضر في الموعد المحدد، لأن الساعة الأولى هي التي تكون فيها المحطات في أطزج حالاتها والطوابير في أقصر أحوالها. ابدأ بهدوء بالسلطات والمأكولات البحرية، وخذ استراحة بين الأطباق، واترك مكاناً لقاعة الحلويات التي كثيراً ما تكون أجمل ما في التجربة. وبعد البرانش تمشَّ على الكورنيش لتهضم الوليمة، فالمنظر باتجاه متحف الفن الإسلامي والمدينة القديمة جميل بشكل خاص في ضوء آخر النهار. ثم تعود عائلات كثيرة إلى بيوتها لقضاء أمسية هادئة، وهي راضية بأن نهاية الأسبوع قد نالت حقها من الاحتفال.`,
    },
    author: { en: 'Sara Mitchell', ar: 'سارة ميتشل' },
    publishedAt: '2024-10-11',
  },
  {
    slug: 'qatar-national-day-traditions',
    category: 'culture',
    title: {
      en: 'Qatar National Day: Traditions, Darb Al Saai and How to Celebrate',
      ar: 'اليوم الوطني لقطر: التقاليد ودرب الساعي وكيف تحتفل',
    },
    excerpt: {
      en: 'Every 18 December the country turns maroon and white. Here is what the day means and how residents and visitors can join in.',
      ar: 'في الثامن عشر من ديسمبر من كل عام تتزين البلاد باللونين العنابي والأبيض. إليك معنى هذا اليوم وكيف يشارك فيه المقيمون والزوار.',
    },
    body: {
      en: `Every year on 18 December, Qatar celebrates its National Day, marking the anniversary of the founding of the state by Sheikh Jassim bin Mohammed bin Thani in 1878. The day is a celebration of unity, heritage and pride, and in the weeks leading up to it the whole country seems to change colour. Maroon and white flags hang from balconies, cars are decorated with stickers and scarves, and schools, offices and shopping centres host events that bring citizens and residents together.

## The meaning behind the celebrations

National Day is more than a public holiday. It is an occasion to remember the values that shaped Qatari society: loyalty, generosity, solidarity and respect for elders. Many of the activities are designed to pass these values on to younger generations. Children wear traditional clothes to school, families gather for large meals and poets recite verses about the homeland. The official slogan changes each year, and it is often drawn from the words of the founder, reminding everyone of the history behind the modern state.

## Darb Al Saai and other traditions

One of the most popular destinations during the season is Darb Al Saai, a large heritage venue that opens for several days before the holiday. Visitors can explore replicas of traditional houses, watch demonstrations of pearl diving, weaving and pottery, taste local dishes and enjoy folk performances such as the ardah, a sword dance performed to the rhythm of drums and chanted poetry. Children can join workshops, ride camels and collect stamps in a special passport as they visit each section.

Other highlights of the season include:

- The parade along the Corniche, in the years when it is held, with marching bands, horses and camels.
- Fireworks over Doha Bay and in Lusail on the evening of the holiday.
- Heritage markets selling dates, honey, incense, embroidered fabrics and handmade crafts.
- Community events in malls and public parks, often with free entry for families.

## Celebrating as a visitor or resident

You do not need to be Qatari to join in. Wearing maroon, greeting people with a warm "Happy National Day" and taking part in public events are all welcome gestures. It is a good time to buy gifts too: many shops offer special boxes of dates, chocolates and perfumes wrapped in the national colours. Above all, National Day is a chance to appreciate how a small country with a proud past has grown into a welcoming home for people from around the world.`,
      ar: `تحتفل قطر في الثامن عشر من ديسمبر من كل عام بيومها الوطني، إحياءً لذكرى تأسيس الدولة على يد الشيخ جاسم بن محمد بن ثاني عام 1878. إنه يوم للاحتفاء بالوحدة والتراث والفخر، وفي الأسابيع التي تسبقه يبدو كأن البلاد كلها تغيّر لونها. فالأعلام العنابية والبيضاء تتدلى من الشرفات، والسيارات تُزيَّن بالملصقات والأوشحة، والمدارس والمكاتب والمراكز التجارية تنظم فعاليات تجمع المواطنين والمقيمين معاً.

## المعنى وراء الاحتفالات

اليوم الوطني أكثر من مجرد عطلة رسمية. إنه مناسبة لاستحضار القيم التي صاغت المجتمع القطري: الولاء والكرم والتكافل واحترام الكبار. وقد صُممت كثير من الأنشطة لنقل هذه القيم إلى الأجيال الجديدة. فيرتدي الأطفال الملابس التقليدية في المدارس، وتجتمع العائلات حول موائد عامرة، ويلقي الشعراء قصائد في حب الوطن. ويتغير الشعار الرسمي كل عام، وكثيراً ما يُستلهم من كلمات المؤسس، ليذكّر الجميع بالتاريخ الذي قامت عليه الدولة الحديثة.

## درب الساعي وتقاليد أخرى

من أكثر الوجهات إقبالاً خلال هذا الموسم درب الساعي، وهو موقع تراثي كبير يفتح أبوابه لعدة أيام قبل العطلة. ويمكن للزوار فيه استكشاف نماذج من البيوت التقليدية، ومشاهدة عروض حية للغوص على اللؤلؤ والحياكة وصناعة الفخار، وتذوق الأطباق المحلية، والاستمتاع بالفنون الشعبية مثل العرضة، وهي رقصة بالسيوف تؤدى على إيقاع الطبول والشعر المغنّى. ويستطيع الأطفال المشاركة في الورش، وركوب الجمال، وجمع الأختام في جواز سفر خاص كلما زاروا قسماً من أقسام الموقع.

ومن أبرز ما يميز الموسم أيضاً:

- المسيرة على امتداد الكورنيش في السنوات التي تُقام فيها، بمشاركة الفرق الموسيقية والخيول والجمال.
- الألعاب النارية فوق خليج الدوحة وفي لوسيل مساء يوم العطلة.
- الأسواق التراثية التي تبيع التمور والعسل والبخور والأقمشة المطرزة والمشغولات اليدوية.
- الفعاليات المجتمعية في المراكز التجارية والحدائق العامة، وكثير منها مجاني للعائلات.

## الاحتفال زائراً أو مقيماً

لا يشترط أن تكون قطرياً لتشارك في الفرحة. فارتداء اللون العنابي، وتهنئة الناس بعبارة "كل عام وقطر بخير"، والمشاركة في الفعاليات العامة، كلها لفتات مرحب بها. وهو أيضاً وقت مناسب لشراء الهدايا، إذ تقدم محلات كثيرة علباً خاصة من التمور والشوكولاتة والعطور مغلفة بألوان العلم. وقبل كل شيء، يمثل اليوم الوطني فرصة لتقدير كيف نمت دولة صغيرة ذات ماضٍ عريق حتى أصبحت وطناً مضيافاً يحتضن أناساً من شتى أنحاء العالم.`,
    },
    author: { en: 'Khalid Al-Marri', ar: 'خالد المري' },
    publishedAt: '2024-12-10',
  },
  {
    slug: 'ramadan-traditions-garangao-iftar',
    category: 'culture',
    title: {
      en: 'Ramadan in Qatar: Iftar, Garangao and Customs to Know',
      ar: 'رمضان في قطر: الإفطار والقرنقعوه وعادات ينبغي معرفتها',
    },
    excerpt: {
      en: 'How the holy month reshapes daily life, why children sing door to door on Garangao night, and how newcomers can take part respectfully.',
      ar: 'كيف يعيد الشهر الفضيل تشكيل الحياة اليومية، ولماذا يطوف الأطفال على البيوت في ليلة القرنقعوه، وكيف يشارك القادمون الجدد باحترام.',
    },
    body: {
      en: `Ramadan transforms daily life in Qatar. Working hours become shorter, the streets grow quiet in the afternoon and then come alive after sunset, and the whole rhythm of the day turns around the moment of iftar, when families break their fast together. For newcomers the month can feel unfamiliar at first, but it quickly becomes one of the most memorable times of the year, full of generosity, reflection and community.

## The rhythm of the day

The fast begins at dawn after suhoor, a light meal eaten before the call to prayer, and ends at sunset with iftar. Traditionally the fast is broken with dates and water or laban, followed by the maghrib prayer and then a full meal. Common dishes on Qatari tables include harees, a slow-cooked porridge of wheat and meat, thareed, pieces of thin bread soaked in a vegetable and meat stew, and of course luqaimat for dessert. Later in the evening many people visit relatives, attend prayers at the mosque or gather in a majlis to talk late into the night.

## Garangao: a night for children

In the middle of the month, on the evening of the fourteenth day, Qatar celebrates Garangao. Children put on traditional clothes, the boys in white thobes and embroidered caps, the girls in colourful dresses and sparkling head coverings, and go from house to house singing traditional songs. Neighbours reward them with nuts, sweets and small toys, which they collect in cloth bags hung around their necks. Malls, cultural centres and Katara host Garangao events, so even families who live in apartments can join the fun.

## Tips for residents and visitors

- Avoid eating, drinking or smoking in public during fasting hours, as a sign of respect.
- Dress modestly, especially in malls, markets and government buildings.
- Expect restaurants to open later and to be very busy after sunset; reserve if you plan to enjoy an iftar buffet.
- Accept invitations to iftar if you receive them; sharing a meal is at the heart of the month.
- Consider donating to one of the many charity initiatives that distribute iftar meals to workers and families in need.

As Ramadan draws to a close, preparations begin for Eid al-Fitr, with new clothes, sweets and gifts for children. Whether you are fasting or not, joining in the spirit of the month, with patience, kindness and an open door, is the best way to understand what makes it so special in Qatar.`,
      ar: `يغيّر شهر رمضان إيقاع الحياة اليومية في قطر تغييراً كاملاً. فساعات العمل تقصر، والشوارع تهدأ في فترة العصر ثم تدب فيها الحياة بعد غروب الشمس، ويدور اليوم كله حول لحظة الإفطار، حين تجتمع العائلات لتكسر صيامها معاً. وقد يبدو الشهر غريباً بعض الشيء على القادمين الجدد في البداية، لكنه سرعان ما يصبح من أجمل أوقات السنة وأكثرها رسوخاً في الذاكرة، بما يحمله من كرم وتأمل وروح جماعية.

## إيقاع اليوم

يبدأ الصيام عند الفجر بعد وجبة السحور، وهي وجبة خفيفة تؤكل قبل الأذان، وينتهي عند الغروب بالإفطار. وجرت العادة أن يُفطر الصائم على التمر والماء أو اللبن، ثم يؤدي صلاة المغرب، ثم يتناول الوجبة الكاملة. ومن الأطباق المعتادة على الموائد القطرية الهريس، وهو عصيدة من القمح واللحم تُطهى على نار هادئة لساعات طويلة، والثريد، وهو قطع من الخبز الرقيق المنقوعة في مرق اللحم والخضار، ولا ننسى اللقيمات بطبيعة الحال. وفي وقت لاحق من المساء يزور كثيرون أقاربهم، أو يؤدون صلاة التراويح في المسجد، أو يجتمعون في المجالس ويتسامرون حتى ساعة متأخرة من الليل.

## القرنقعوه: ليلة للأطفال

في منتصف الشهر، وتحديداً في ليلة الرابع عشر منه، تحتفل قطر بالقرنقعوه. يرتدي الأطفال الملابس التقليدية، فيلبس الأولاد الثياب البيضاء والقحافي المطرزة، وترتدي البنات الفساتين الملونة والبخانق اللامعة، ثم يطوفون على البيوت وهم يرددون الأهازيج الشعبية. ويكافئهم الجيران بالمكسرات والحلوى والألعاب الصغيرة، فيجمعونها في أكياس من القماش معلقة في أعناقهم. كما تنظم المراكز التجارية والمراكز الثقافية وكتارا فعاليات خاصة بالقرنقعوه، حتى تتمكن العائلات التي تسكن في الشقق من المشاركة في البهجة.

## نصائح للمقيمين والزوار

- تجنب الأكل أو الشرب أو التدخين في الأماكن العامة خلال ساعات الصيام احتراماً للصائمين.
- البس ملابس محتشمة، خاصة في المراكز التجارية والأسواق والمباني الحكومية.
- توقع أن تفتح المطاعم أبوابها في وقت متأخر وأن تكون مزدحمة جداً بعد الغروب، واحجز مسبقاً إن كنت تنوي الاستمتاع ببوفيه إفطار.
- اقبل دعوات الإفطار إن وصلتك، فمشاركة الطعام هي جوهر هذا الشهر الكريم.
- فكّر في التبرع لإحدى المبادرات الخيرية الكثيرة التي توزع وجبات الإفطار على العمال والأسر المحتاجة.

ومع اقتراب رمضان من نهايته، تبدأ الاستعدادات لعيد الفطر، بالملابس الجديدة والحلويات والهدايا والعيدية للأطفال. وسواء كنت صائماً أم لا، فإن مشاركتك روح هذا الشهر، بالصبر واللطف والباب المفتوح، هي أفضل طريقة لتفهم ما يجعله مميزاً إلى هذا الحد في قطر.`,
    },
    author: { en: 'Noor Al-Sulaiti', ar: 'نور السليطي' },
    publishedAt: '2025-02-24',
  },
  {
    slug: 'oud-and-bakhoor-scent-of-hospitality',
    category: 'culture',
    title: {
      en: 'Oud and Bakhoor: The Scent of Qatari Hospitality',
      ar: 'العود والبخور: رائحة الضيافة القطرية',
    },
    excerpt: {
      en: 'Why fragrance is woven into daily life in Qatar, the difference between oud and bakhoor, and how to buy your first set.',
      ar: 'لماذا يحضر العطر في تفاصيل الحياة اليومية في قطر، وما الفرق بين العود والبخور، وكيف تشتري مجموعتك الأولى.',
    },
    body: {
      en: `In Qatar, hospitality has a scent. Walk into a majlis, a wedding hall or a family home on the evening of Eid and you will likely be greeted by the warm, smoky fragrance of oud and bakhoor drifting from a small incense burner. Scent is woven into daily life here in a way that surprises many newcomers, and learning a little about it opens a window onto one of the region's oldest traditions.

## What are oud and bakhoor?

Oud is a dark, resinous wood formed when certain trees in South and Southeast Asia respond to infection. The resin-soaked wood is prized for its deep aroma and can be burned as chips or distilled into a precious oil known as dehn al oud. Bakhoor, by contrast, is a blend: wood chips soaked in fragrant oils, musk, amber, sugar and other ingredients, then pressed into small pieces. Bakhoor is more affordable and comes in endless variations, from sweet and floral to heavy and smoky.

Both are burned in a mabkhara, a traditional incense burner made of wood, brass or ceramic, over a piece of glowing charcoal or on a small electric heater.

## How scent is used

Scent plays a part in many daily customs:

- Hosts pass the mabkhara among guests at the end of a visit, a polite signal that the gathering is drawing to a close.
- Clothes, abayas and ghutras are perfumed by holding them over the smoke.
- Homes are scented before Friday prayers, during Ramadan and before receiving guests.
- Perfume oils are layered on the skin, often oud with rose, amber or musk, to create a personal signature.

## Buying your first oud

The perfume lanes of Souq Waqif and the specialist shops in malls across Doha are the best places to start. Take your time, because good sellers expect you to smell several options and will happily explain the differences. Ask to test oils on your wrist and wait a few minutes before deciding, as the scent develops on the skin. Prices vary widely, from a few riyals for everyday bakhoor to thousands for rare aged oud, so set a budget in advance.

A small set with a mabkhara, a box of bakhoor and a bottle of perfume oil makes a thoughtful gift for Eid, weddings or housewarmings. It is a present that speaks the local language of welcome, and one that will be remembered long after the visit has ended.`,
      ar: `للضيافة في قطر رائحة. فإذا دخلت مجلساً أو قاعة أعراس أو بيتاً عائلياً مساء العيد، فالأرجح أن تستقبلك رائحة العود والبخور الدافئة المدخنة وهي تتصاعد من مبخرة صغيرة. فالعطر هنا منسوج في تفاصيل الحياة اليومية على نحو يفاجئ كثيراً من القادمين الجدد، والتعرف عليه ولو قليلاً يفتح نافذة على واحد من أعرق تقاليد المنطقة.

## ما العود وما البخور؟

العود خشب داكن راتنجي يتكون عندما تتفاعل أشجار معينة في جنوب آسيا وجنوبها الشرقي مع إصابة تصيبها، فيتشبع الخشب بالراتنج. ويُقدَّر هذا الخشب لرائحته العميقة، ويمكن حرقه على شكل قطع صغيرة أو تقطيره للحصول على زيت ثمين يُعرف بدهن العود. أما البخور فهو خليط: رقائق من الخشب تُنقع في الزيوت العطرية والمسك والعنبر والسكر ومكونات أخرى، ثم تُضغط في قطع صغيرة. والبخور أقل كلفة، وله أنواع لا تُحصى، من الحلو الزهري إلى الثقيل المدخن.

ويُحرق كلاهما في المبخرة، وهي وعاء تقليدي مصنوع من الخشب أو النحاس أو الخزف، فوق قطعة من الفحم المتوهج أو على سخان كهربائي صغير.

## كيف يُستخدم العطر

للعطر دور في كثير من العادات اليومية:

- يمرر المضيف المبخرة بين الضيوف في نهاية الزيارة، وهي إشارة مهذبة إلى أن المجلس يوشك على الانتهاء.
- تُطيَّب الملابس والعباءات والغتر بتعريضها للدخان المتصاعد من المبخرة.
- تُبخَّر البيوت قبل صلاة الجمعة، وفي شهر رمضان، وقبل استقبال الضيوف.
- توضع الزيوت العطرية على البشرة في طبقات متتالية، فيُمزج العود غالباً مع الورد أو العنبر أو المسك، لصنع بصمة عطرية شخصية.

## شراء عودك الأول

تعد ممرات العطور في سوق واقف والمحلات المتخصصة في المراكز التجارية في أنحاء الدوحة أفضل الأماكن للبدء. خذ وقتك، فالبائع الجيد يتوقع منك أن تشم عدة أنواع، ويسعده أن يشرح لك الفروق بينها. واطلب تجربة الزيوت على معصمك، وانتظر بضع دقائق قبل أن تقرر، لأن الرائحة تتطور على البشرة مع الوقت. وتتفاوت الأسعار تفاوتاً كبيراً، من بضعة ريالات للبخور اليومي إلى آلاف الريالات للعود المعتق النادر، لذا حدد ميزانيتك مسبقاً.

وتشكل مجموعة صغيرة تضم مبخرة وعلبة بخور وزجاجة من دهن العطر هدية راقية في العيد أو الأعراس أو عند تهنئة الأصدقاء ببيت جديد. إنها هدية تتحدث لغة الترحيب المحلية، وتبقى في الذاكرة طويلاً بعد انتهاء الزيارة.`,
    },
    author: { en: 'Youssef Benali', ar: 'يوسف بن علي' },
    publishedAt: '2025-05-08',
  },
  {
    slug: 'weekend-in-al-khor',
    category: 'travel',
    title: {
      en: 'A Weekend in Al Khor: Harbour, Mangroves and Fresh Seafood',
      ar: 'عطلة نهاية أسبوع في الخور: الميناء وأشجار القرم والمأكولات البحرية الطازجة',
    },
    excerpt: {
      en: 'Less than an hour north of Doha, Al Khor offers fish auctions, kayaking through mangroves and quiet beaches. Here is a two-day plan.',
      ar: 'على بعد أقل من ساعة شمال الدوحة، تقدم الخور مزادات السمك والتجديف بين أشجار القرم والشواطئ الهادئة. إليك خطة ليومين.',
    },
    body: {
      en: `Just under an hour's drive north of Doha, Al Khor feels like a different world. The town grew up around a natural harbour where pearl divers and fishermen once set sail, and today it offers mangroves, quiet beaches, a pretty corniche and some of the freshest seafood in the country. It makes an ideal weekend escape, especially between November and April when the weather is perfect for being outdoors.

## Day one: harbour, corniche and seafood

Start your morning at the fishing harbour, where dhows unload their catch and traders auction hamour, safi and kingfish on the quay. It is a lively, authentic scene, and the fishermen are usually happy for visitors to watch. Afterwards, walk along the Al Khor corniche, which has shaded benches, playgrounds and views across the bay. Look out for the old watchtowers that once guarded the coast.

For lunch, head to one of the small seafood restaurants near the harbour. Many of them let you choose your fish from the counter and decide how you would like it cooked: grilled with spices, fried until crisp or simmered in a rich curry. Served with rice, salad and fresh bread, it is a simple meal that tastes of the sea.

## Day two: mangroves and nature

The Al Thakhira mangroves, a short drive from the town, are one of the most peaceful places in Qatar. The best way to explore them is by kayak, gliding through narrow channels as herons, flamingos and crabs go about their day. Several operators offer guided tours and rent equipment, and early morning or late afternoon trips avoid the strongest sun.

Other ideas for your second day:

- Visit Al Khor Park, a large green space with gardens, walking paths and play areas for children.
- Drive to Purple Island, a small island connected by a causeway, for a gentle walk among the mangroves and archaeological remains.
- Bring a picnic to one of the quiet beaches north of the town and watch the sunset over the water.

## Practical tips

Pack sunscreen, hats and plenty of water, even in winter. If you plan to kayak, wear clothes that can get wet and shoes that can be used in shallow water. Accommodation in Al Khor is limited, so many people return to Doha for the night, but a handful of resorts and serviced apartments offer a quiet stay by the sea. Either way, you will come home relaxed, with salt in your hair and a new appreciation for Qatar's northern coast.`,
      ar: `على بعد أقل من ساعة بالسيارة شمال الدوحة، تبدو الخور كأنها عالم آخر. فقد نشأت المدينة حول مرفأ طبيعي كان الغواصون على اللؤلؤ والصيادون يبحرون منه قديماً، وهي اليوم تقدم لزوارها أشجار القرم والشواطئ الهادئة وكورنيشاً جميلاً وبعضاً من أطزج المأكولات البحرية في البلاد. إنها وجهة مثالية لعطلة نهاية الأسبوع، خاصة بين نوفمبر وأبريل حين يكون الطقس رائعاً لقضاء الوقت في الهواء الطلق.

## اليوم الأول: الميناء والكورنيش والمأكولات البحرية

ابدأ صباحك في ميناء الصيد، حيث تفرغ السفن الخشبية حمولتها، ويتزايد التجار على الهامور والصافي والكنعد على رصيف الميناء. إنه مشهد حي وأصيل، وعادة ما يرحب الصيادون بمن يأتي لمشاهدتهم. بعد ذلك تمشَّ على كورنيش الخور، الذي يضم مقاعد مظللة وملاعب للأطفال وإطلالات ممتدة على الخليج. وابحث عن الأبراج القديمة التي كانت تحرس الساحل في الماضي.

وعلى الغداء، توجه إلى أحد مطاعم المأكولات البحرية الصغيرة قرب الميناء. فكثير منها يتيح لك اختيار سمكتك من الثلاجة، وتحديد طريقة طهيها: مشوية بالبهارات، أو مقلية مقرمشة، أو مطهوة في صلصة كاري غنية. وحين تُقدَّم مع الأرز والسلطة والخبز الطازج، تصبح وجبة بسيطة تحمل طعم البحر.

## اليوم الثاني: القرم والطبيعة

تعد أشجار القرم في الذخيرة، التي تقع على مسافة قصيرة من المدينة، من أكثر الأماكن هدوءاً في قطر. وأفضل طريقة لاستكشافها هي التجديف بقوارب الكاياك، والانسياب عبر القنوات الضيقة بينما تمضي طيور البلشون والنحام والسرطانات في يومها. وتقدم عدة شركات جولات مع مرشدين وتؤجر المعدات اللازمة، ويُستحسن الخروج في الصباح الباكر أو في آخر العصر تجنباً لأشد ساعات الشمس.

ومن الأفكار الأخرى ليومك الثاني:

- زيارة حديقة الخور، وهي مساحة خضراء واسعة تضم حدائق وممرات للمشي ومناطق لعب للأطفال.
- القيادة إلى الجزيرة الأرجوانية، وهي جزيرة صغيرة متصلة بالبر عبر جسر ترابي، للتنزه بين أشجار القرم والآثار القديمة.
- اصطحاب سلة نزهة إلى أحد الشواطئ الهادئة شمال المدينة، ومشاهدة الغروب فوق الماء.

## نصائح عملية

احمل معك واقي الشمس والقبعات وكمية وافرة من الماء، حتى في فصل الشتاء. وإن كنت تنوي التجديف، فارتدِ ملابس لا تمانع أن تبتل وأحذية تصلح للمشي في المياه الضحلة. وأماكن الإقامة في الخور محدودة، لذا يعود كثيرون إلى الدوحة للمبيت، لكن عدداً قليلاً من المنتجعات والشقق الفندقية يوفر إقامة هادئة على البحر. وفي كل الأحوال ستعود إلى بيتك مرتاحاً، وملح البحر في شعرك، وفي قلبك تقدير جديد للساحل الشمالي لقطر.`,
    },
    author: { en: 'Daniel Reyes', ar: 'دانيال رييس' },
    publishedAt: '2025-01-16',
  },
  {
    slug: 'a-day-on-the-pearl',
    category: 'travel',
    title: {
      en: 'A Perfect Day on The Pearl: Marinas, Canals and Sunset Dinners',
      ar: 'يوم مثالي في اللؤلؤة: المراسي والقنوات وعشاء الغروب',
    },
    excerpt: {
      en: 'Breakfast at Porto Arabia, photos in Qanat Quartier and dinner by the water: a simple plan for a car-free day on the island.',
      ar: 'فطور في بورتو أرابيا، وصور في قناة كارتييه، وعشاء على الماء: خطة بسيطة ليوم كامل على الجزيرة من دون سيارة.',
    },
    body: {
      en: `The Pearl is one of Doha's most striking districts: a man-made island of marinas, Mediterranean-style promenades and colourful canal-side homes built on a former pearl-diving site. It is a place to stroll, shop, eat and watch the yachts, and it is easy to spend a whole day there without getting back in the car. Here is a simple plan for a relaxed day on the island.

## Morning: coffee by the marina

Start at Porto Arabia, the horseshoe-shaped marina lined with cafés and boutiques. Find a table with a view of the boats and order breakfast: fresh pastries, shakshuka, avocado toast or a traditional Arabic spread of labneh, olives, cheese and za'atar bread. In the cooler months the waterfront promenade is perfect for an early walk, and on weekends you will see families, cyclists and joggers making the most of the sea breeze.

## Midday: Qanat Quartier and shopping

Walk or take a short ride to Qanat Quartier, inspired by Venice, with pastel buildings, arched bridges and small canals. It is one of the most photographed spots in Qatar, so come before the afternoon crowds if you want clear pictures. Nearby you will find boutiques selling fashion, jewellery, home decor and gifts, as well as chocolate shops and florists. It is a good place to pick up a present for friends back home or for an upcoming celebration.

For lunch, choose from a wide range of cuisines: Italian, Lebanese, Japanese, Turkish and modern international menus all sit side by side along the promenade.

## Afternoon and evening

- Rent a bicycle or an electric scooter and follow the paths around the island.
- Visit one of the beach clubs for a few hours of swimming and sunbathing, if you have arranged a day pass.
- Return to Porto Arabia for sunset, when the lights of the towers reflect in the water.
- Finish with dinner on a terrace, followed by dessert and a slow walk along the marina.

## Getting there and practical tips

The Pearl is about twenty minutes from the city centre by car and is also served by buses and taxis. Parking is available in large underground car parks near the main promenades. Dress codes are relaxed, but modest clothing is appreciated in public areas. The district is especially pleasant from October to April; in summer, plan outdoor activities for early morning or evening and spend the hottest hours indoors.`,
      ar: `تعد اللؤلؤة من أكثر أحياء الدوحة تميزاً، فهي جزيرة اصطناعية تضم مراسي لليخوت وممشيات على الطراز المتوسطي وبيوتاً ملونة على ضفاف القنوات، وقد شُيّدت فوق موقع قديم لصيد اللؤلؤ. إنها مكان للتنزه والتسوق والأكل ومشاهدة اليخوت، ومن السهل أن تقضي فيها يوماً كاملاً من دون أن تعود إلى سيارتك. إليك خطة بسيطة ليوم هادئ على الجزيرة.

## الصباح: قهوة عند المرسى

ابدأ من بورتو أرابيا، المرسى الذي يتخذ شكل حدوة الحصان وتصطف على امتداده المقاهي والمتاجر الراقية. اختر طاولة تطل على القوارب واطلب فطورك: معجنات طازجة، أو شكشوكة، أو توست بالأفوكادو، أو فطوراً عربياً تقليدياً من اللبنة والزيتون والجبن وخبز الزعتر. وفي الأشهر المعتدلة يكون الممشى المحاذي للبحر مثالياً لنزهة مبكرة، وفي عطلات نهاية الأسبوع سترى العائلات وراكبي الدراجات والعدائين يستمتعون بنسيم البحر.

## الظهيرة: قناة كارتييه والتسوق

امشِ أو خذ جولة قصيرة بالسيارة إلى قناة كارتييه، المستوحاة من مدينة البندقية، بمبانيها ذات الألوان الهادئة وجسورها المقوسة وقنواتها الصغيرة. إنها من أكثر الأماكن التي تُلتقط فيها الصور في قطر، لذا احضر قبل زحام العصر إن أردت صوراً خالية من المارة. وستجد بالقرب منها متاجر للأزياء والمجوهرات والديكور المنزلي والهدايا، إضافة إلى محلات الشوكولاتة والزهور. وهو مكان مناسب لاختيار هدية للأصدقاء في بلدك، أو لمناسبة قادمة.

أما الغداء، فاختر من بين مطابخ متنوعة: الإيطالي واللبناني والياباني والتركي والقوائم العالمية الحديثة، كلها متجاورة على امتداد الممشى.

## العصر والمساء

- استأجر دراجة هوائية أو سكوتراً كهربائياً واتبع المسارات المحيطة بالجزيرة.
- زر أحد النوادي الشاطئية لقضاء بضع ساعات في السباحة والاسترخاء تحت الشمس، إن كنت قد رتبت تذكرة دخول يومية.
- عد إلى بورتو أرابيا وقت الغروب، حين تنعكس أضواء الأبراج على صفحة الماء.
- واختم يومك بعشاء على إحدى الشرفات، ثم الحلوى ونزهة هادئة على امتداد المرسى.

## الوصول ونصائح عملية

تبعد اللؤلؤة نحو عشرين دقيقة بالسيارة عن وسط المدينة، كما تصلها الحافلات وسيارات الأجرة. وتتوفر مواقف واسعة للسيارات تحت الأرض قرب الممشيات الرئيسية. ولا توجد قواعد صارمة للباس، لكن الملابس المحتشمة محل تقدير في الأماكن العامة. والحي ممتع بشكل خاص من أكتوبر إلى أبريل، أما في الصيف فخطط لأنشطتك الخارجية في الصباح الباكر أو في المساء، واقضِ ساعات الحر الشديد في الأماكن المغلقة.`,
    },
    author: { en: 'Lina Qassem', ar: 'لينا قاسم' },
    publishedAt: '2025-11-06',
  },
  {
    slug: 'desert-safari-inland-sea',
    category: 'travel',
    title: {
      en: 'Into the Dunes: Planning a Desert Trip to the Inland Sea',
      ar: 'إلى الكثبان: التخطيط لرحلة صحراوية إلى خور العديد',
    },
    excerpt: {
      en: 'Dune bashing, sandboarding, a swim in Khor Al Adaid and a sky full of stars: how to plan a safe and memorable desert day.',
      ar: 'التطعيس والتزلج على الرمال والسباحة في خور العديد وسماء مليئة بالنجوم: كيف تخطط ليوم صحراوي آمن لا يُنسى.',
    },
    body: {
      en: `No visit to Qatar is complete without a trip into the desert. In the south-east of the country, towering sand dunes roll down to Khor Al Adaid, the Inland Sea, a UNESCO-recognised natural reserve where the Gulf reaches deep into the sand. Watching the sun set over the water from the top of a dune is one of the most unforgettable experiences the country has to offer.

## Choosing how to go

The Inland Sea can only be reached across soft sand, so most visitors book a desert safari with an experienced driver. Tours usually start from Doha or from the Sealine area near Mesaieed, where drivers lower the tyre pressure before heading into the dunes. You can choose between half-day trips that focus on dune bashing and sunset views, or overnight trips that include a barbecue dinner and a night in a Bedouin-style camp.

Experienced off-road drivers with their own four-wheel-drive vehicles sometimes make the trip independently, but this should never be attempted alone. Always travel in a convoy of at least two vehicles, carry recovery equipment and tell someone your plans.

## What to expect on the day

- Dune bashing: a thrilling ride up and down steep slopes. Tell your driver if you prefer a gentler experience, especially with children.
- Sandboarding: slide down the dunes on a board, a favourite with teenagers.
- Camel rides: short rides near the camps, and a good photo opportunity.
- Swimming: the Inland Sea is calm and shallow near the shore, perfect for a refreshing dip.
- Sunset and stars: far from the city lights, the night sky is full of stars.

## Packing list and tips

Bring sunglasses, a hat, sunscreen, light long-sleeved clothing and a warm layer for the evening, as desert nights in winter can be surprisingly cool. Closed shoes or sandals that you do not mind filling with sand are best. Pack a swimsuit and towel if you plan to swim, and keep your phone and camera in a zip bag to protect them from the fine sand.

The best season for desert trips is from November to March. Respect the environment: take all rubbish back with you, do not disturb wildlife and stay on established tracks where possible. With a little preparation, a day in the dunes becomes a highlight of life in Qatar, and one you will want to repeat with every visitor who comes to stay.`,
      ar: `لا تكتمل زيارة قطر من دون رحلة إلى الصحراء. ففي جنوب شرق البلاد تنحدر الكثبان الرملية الشاهقة حتى خور العديد، أو البحر الداخلي، وهو محمية طبيعية معترف بها من منظمة اليونسكو، يتوغل فيها ماء الخليج عميقاً بين الرمال. ومشاهدة الشمس وهي تغرب فوق الماء من قمة أحد الكثبان من أروع التجارب التي يمكن أن تعيشها في هذا البلد.

## اختيار طريقة الذهاب

لا يمكن الوصول إلى البحر الداخلي إلا عبر الرمال الناعمة، لذلك يحجز معظم الزوار رحلة سفاري صحراوية مع سائق متمرس. وتنطلق الرحلات عادة من الدوحة أو من منطقة سيلين قرب مسيعيد، حيث يخفف السائقون ضغط الإطارات قبل التوجه إلى الكثبان. ويمكنك الاختيار بين رحلات نصف يوم تركز على التطعيس ومشاهدة الغروب، أو رحلات مبيت تشمل عشاء من المشاوي وليلة في مخيم على الطراز البدوي.

وقد يقوم بعض السائقين المتمرسين على الطرق الوعرة ممن يملكون سيارات دفع رباعي بالرحلة بأنفسهم، لكن لا ينبغي أبداً أن تخوضها وحدك. سافر دائماً ضمن قافلة من سيارتين على الأقل، واحمل معدات السحب والإنقاذ، وأخبر أحداً بخطتك وموعد عودتك.

## ما الذي ينتظرك في ذلك اليوم

- التطعيس: صعود وهبوط مثيران على المنحدرات الرملية الشديدة. أخبر السائق إن كنت تفضل تجربة أهدأ، خاصة مع وجود الأطفال.
- التزلج على الرمال: الانزلاق على لوح فوق الكثبان، وهو النشاط المفضل لدى المراهقين.
- ركوب الجمال: جولات قصيرة قرب المخيمات، وفرصة جميلة لالتقاط الصور.
- السباحة: مياه البحر الداخلي هادئة وضحلة قرب الشاطئ، ومثالية لغطسة منعشة.
- الغروب والنجوم: بعيداً عن أضواء المدينة تمتلئ سماء الليل بالنجوم.

## قائمة الأغراض ونصائح مفيدة

احمل نظارة شمسية وقبعة وواقياً من الشمس وملابس خفيفة بأكمام طويلة، إضافة إلى طبقة دافئة للمساء، فليالي الصحراء في الشتاء قد تكون باردة على نحو مفاجئ. ويُفضَّل ارتداء أحذية مغلقة أو صنادل لا تمانع أن تمتلئ بالرمل. واحمل ملابس السباحة ومنشفة إن كنت تنوي السباحة، وضع هاتفك وكاميرتك في كيس محكم الإغلاق لحمايتهما من الرمل الناعم.

وأفضل موسم لرحلات الصحراء يمتد من نوفمبر إلى مارس. واحترم البيئة: أعد كل نفاياتك معك، ولا تزعج الحياة البرية، والتزم بالمسارات المعروفة قدر الإمكان. ومع قليل من الاستعداد، يصبح يوم في الكثبان من أجمل محطات الحياة في قطر، وتجربة سترغب في تكرارها مع كل ضيف يأتي لزيارتك.`,
    },
    author: { en: 'Khalid Al-Marri', ar: 'خالد المري' },
    publishedAt: '2024-11-21',
  },
  {
    slug: 'katara-cultural-village-events-guide',
    category: 'events',
    title: {
      en: 'Katara Cultural Village: A Season of Festivals, Shows and Exhibitions',
      ar: 'الحي الثقافي كتارا: موسم من المهرجانات والعروض والمعارض',
    },
    excerpt: {
      en: 'Dhow festivals, falcon exhibitions, Eid fireworks and free concerts: how to plan your year of outings at Katara.',
      ar: 'مهرجانات المحامل ومعارض الصقور وألعاب العيد النارية والحفلات المجانية: كيف تخطط لعام من النزهات في كتارا.',
    },
    body: {
      en: `Katara Cultural Village is Doha's busiest stage for arts and culture. Set between the West Bay towers and The Pearl, it brings together an amphitheatre, galleries, an opera house, a long public beach, mosques, restaurants and shaded lanes built in a blend of traditional styles. Almost every week of the cooler season there is something happening, and many events are free. This guide helps you plan a season of outings.

## The annual highlights

While dates change from year to year, several events return regularly and are worth marking in your calendar:

- The traditional dhow festival, usually in late autumn or winter, when wooden boats from across the Gulf gather on the beach, with craft demonstrations, sea songs and food stalls.
- The international falcon and hunting exhibition, in early autumn, showing falcons, hunting equipment and the latest desert gear.
- Eid celebrations, with fireworks over the bay, children's shows and folk performances.
- Book fairs, art exhibitions and film screenings throughout the year, many with programmes in both Arabic and English.
- Garangao evenings during Ramadan, when children in traditional clothes collect sweets along the lanes.

## Making the most of a visit

Katara is large, so choose one or two activities rather than trying to see everything at once. Check the official calendar a week ahead, because some performances require free registration and seats fill quickly. Arrive before sunset to find parking more easily and to enjoy the golden light on the amphitheatre.

Families will find plenty to do. Children enjoy the open spaces near the beach, the pigeon towers and the street performers who appear on weekend evenings. Art lovers can visit the galleries, where exhibitions by Qatari and regional artists change regularly.

## Food and rest

After an event, sit down at one of the many restaurants along the promenade. You will find everything from traditional Qatari dishes and Lebanese grills to Turkish sweets, Indian street food and specialty coffee. Karak and chapati stalls are popular for a quick, inexpensive snack.

## Practical information

Entry to the village itself is free. Some concerts and theatre shows are ticketed, and prices are usually reasonable. Dress modestly, as Katara is a family-friendly cultural space, and remember that the beach has its own entry rules and fees. With a little planning, Katara becomes a place you will return to again and again throughout the year.`,
      ar: `يعد الحي الثقافي كتارا أنشط منصة للفنون والثقافة في الدوحة. فهو يقع بين أبراج الخليج الغربي واللؤلؤة، ويجمع مدرجاً مكشوفاً ومعارض فنية ودار أوبرا وشاطئاً عاماً طويلاً ومساجد ومطاعم وممرات مظللة شُيّدت بمزيج من الأساليب المعمارية التقليدية. وفي كل أسبوع تقريباً من الموسم المعتدل تُقام فيه فعالية ما، وكثير من هذه الفعاليات مجاني. يساعدك هذا الدليل على التخطيط لموسم كامل من النزهات.

## أبرز الفعاليات السنوية

مع أن المواعيد تتغير من عام إلى آخر، فإن عدداً من الفعاليات يتكرر بانتظام، ويستحق أن تدونه في تقويمك:

- مهرجان المحامل التقليدية، ويُقام عادة في أواخر الخريف أو في الشتاء، حين تجتمع السفن الخشبية من أنحاء الخليج على الشاطئ، مع عروض للحرف اليدوية وأهازيج البحر وأكشاك الطعام.
- المعرض الدولي للصيد والصقور، في بداية الخريف، ويعرض الصقور ومعدات الصيد وأحدث مستلزمات الرحلات البرية.
- احتفالات العيد، مع الألعاب النارية فوق الخليج وعروض الأطفال والفنون الشعبية.
- معارض الكتب والمعارض الفنية وعروض الأفلام على مدار العام، وكثير منها يقدم برامج باللغتين العربية والإنجليزية.
- أمسيات القرنقعوه في شهر رمضان، حين يجمع الأطفال بملابسهم التقليدية الحلوى على امتداد الممرات.

## كيف تستفيد من زيارتك

كتارا مكان واسع، لذا اختر نشاطاً أو نشاطين بدلاً من محاولة رؤية كل شيء دفعة واحدة. وراجع التقويم الرسمي قبل أسبوع، لأن بعض العروض يتطلب تسجيلاً مجانياً مسبقاً والمقاعد تمتلئ بسرعة. واحضر قبل الغروب لتجد موقفاً لسيارتك بسهولة أكبر، ولتستمتع بالضوء الذهبي على المدرج.

وستجد العائلات الكثير مما تفعله هناك. فالأطفال يستمتعون بالمساحات المفتوحة قرب الشاطئ، وأبراج الحمام، وفناني الشارع الذين يظهرون في أمسيات نهاية الأسبوع. أما عشاق الفن فيمكنهم زيارة المعارض، حيث تتجدد أعمال الفنانين القطريين والعرب بانتظام.

## الطعام والاستراحة

بعد انتهاء الفعالية، اجلس في أحد المطاعم الكثيرة المنتشرة على امتداد الممشى. ستجد كل شيء، من الأطباق القطرية التقليدية والمشاوي اللبنانية إلى الحلويات التركية وأكلات الشارع الهندية والقهوة المختصة. كما تحظى أكشاك الكرك والجباتي بإقبال كبير لمن يريد وجبة خفيفة سريعة وزهيدة الثمن.

## معلومات عملية

الدخول إلى الحي نفسه مجاني، أما بعض الحفلات الموسيقية والعروض المسرحية فتتطلب تذاكر بأسعار معقولة في العادة. ارتدِ ملابس محتشمة، فكتارا فضاء ثقافي عائلي، وتذكّر أن للشاطئ قواعد دخول ورسوماً خاصة به. ومع قليل من التخطيط، ستصبح كتارا مكاناً تعود إليه مرة بعد مرة على مدار العام.`,
    },
    author: { en: 'Omar Haddad', ar: 'عمر حداد' },
    publishedAt: '2025-10-02',
  },
  {
    slug: 'eid-celebrations-in-doha',
    category: 'events',
    title: {
      en: "Eid in Doha: Fireworks, Family Visits and What's On",
      ar: 'العيد في الدوحة: الألعاب النارية والزيارات العائلية وأبرز الفعاليات',
    },
    excerpt: {
      en: 'From the Eid prayer and eidiya to fireworks over the bay, here is how families in Qatar celebrate and how to plan your holiday.',
      ar: 'من صلاة العيد والعيدية إلى الألعاب النارية فوق الخليج، إليك كيف تحتفل العائلات في قطر وكيف تخطط لعطلتك.',
    },
    body: {
      en: `Eid is the happiest time of the year in Qatar. Whether it is Eid al-Fitr at the end of Ramadan or Eid al-Adha during the pilgrimage season, the country fills with celebrations, family visits and special events that last for several days. If you are wondering how to spend the holiday, this guide gathers the activities that families return to year after year.

## Eid morning traditions

The day begins early with the Eid prayer, held in large mosques and open prayer grounds shortly after sunrise. Afterwards, families visit their elders, starting with grandparents, and exchange greetings of "Eid Mubarak". Children receive eidiya, gifts of money often presented in colourful envelopes, and sweets are served with Arabic coffee and dates. Many households prepare a festive breakfast of balaleet, chebab and fresh bread, followed later in the day by a large family lunch.

## Public celebrations

During the holiday, public spaces across Doha host entertainment for all ages. Typical highlights include:

- Fireworks displays over Doha Bay, in Lusail and at Katara, usually on the first evenings of the holiday.
- Folk performances, including the ardah and traditional songs, in Souq Waqif and other heritage venues.
- Children's shows, character parades and workshops in shopping malls.
- Concerts and comedy nights featuring Arab and international performers.
- Special markets and pop-up stalls selling toys, sweets, perfumes and gifts.

Most outdoor events take place in the evening, when temperatures are more comfortable. Check the official event calendars a few days before the holiday, because timings and locations are usually announced close to the date.

## Planning your holiday

Eid is a busy time, so a little planning goes a long way. Restaurants are often fully booked for family lunches, so reserve ahead if you want to eat out. Roads near fireworks venues can be crowded, so arrive early or use public transport where possible. If you are visiting friends or neighbours, bring a small gift such as a box of chocolates, dates or a bouquet of flowers.

## A time for giving

Eid is also a time to remember those in need. Before Eid al-Fitr, Muslims pay zakat al-fitr, a charitable donation that helps poorer families celebrate too, and during Eid al-Adha meat from sacrificed animals is shared with relatives and the poor. Many residents join in by supporting charity campaigns or volunteering. It is a reminder that the joy of Eid is meant to be shared with everyone.`,
      ar: `العيد أسعد أوقات السنة في قطر. فسواء كان عيد الفطر في ختام شهر رمضان أو عيد الأضحى في موسم الحج، تمتلئ البلاد بالاحتفالات والزيارات العائلية والفعاليات الخاصة التي تستمر عدة أيام. وإن كنت تتساءل كيف تقضي هذه العطلة، فإن هذا الدليل يجمع لك الأنشطة التي تعود إليها العائلات عاماً بعد عام.

## تقاليد صباح العيد

يبدأ اليوم باكراً بصلاة العيد، التي تُقام في المساجد الكبرى والمصليات المفتوحة بعد شروق الشمس بقليل. وبعدها تزور العائلات كبارها، بدءاً بالأجداد، ويتبادل الجميع التهاني بعبارة "عيد مبارك" و"عساكم من عواده". ويتلقى الأطفال العيدية، وهي مبالغ من المال تُقدَّم غالباً في أظرف ملونة، وتُقدَّم الحلويات مع القهوة العربية والتمر. وتُعد بيوت كثيرة فطوراً احتفالياً من البلاليط والجباب والخبز الطازج، يتبعه في وقت لاحق من اليوم غداء عائلي كبير.

## الاحتفالات العامة

خلال أيام العطلة، تستضيف الأماكن العامة في أنحاء الدوحة فعاليات ترفيهية لجميع الأعمار. ومن أبرزها عادة:

- عروض الألعاب النارية فوق خليج الدوحة وفي لوسيل وكتارا، وغالباً في الأمسيات الأولى من العطلة.
- عروض الفنون الشعبية، ومنها العرضة والأغاني التراثية، في سوق واقف وغيره من المواقع التراثية.
- عروض الأطفال ومسيرات الشخصيات الكرتونية والورش في المراكز التجارية.
- الحفلات الموسيقية وأمسيات الكوميديا بمشاركة فنانين عرب وعالميين.
- الأسواق الخاصة والأكشاك المؤقتة التي تبيع الألعاب والحلويات والعطور والهدايا.

وتُقام معظم الفعاليات الخارجية في المساء، حين تكون درجات الحرارة ألطف. وراجع تقاويم الفعاليات الرسمية قبل العطلة ببضعة أيام، لأن المواعيد والأماكن تُعلن عادة في وقت قريب من موعد العيد.

## التخطيط لعطلتك

العيد وقت مزدحم، ولذلك فإن القليل من التخطيط يصنع فرقاً كبيراً. فالمطاعم تكون في الغالب محجوزة بالكامل لغداء العائلات، لذا احجز مسبقاً إن كنت تنوي تناول الطعام في الخارج. وقد تزدحم الطرق القريبة من مواقع الألعاب النارية، فاحرص على الوصول مبكراً أو استخدم وسائل النقل العام ما أمكن. وإن كنت تزور أصدقاء أو جيراناً، فاصطحب معك هدية صغيرة مثل علبة شوكولاتة أو تمر أو باقة من الزهور.

## وقت للعطاء

والعيد أيضاً وقت لتذكّر المحتاجين. فقبل عيد الفطر يُخرج المسلمون زكاة الفطر، وهي صدقة تساعد الأسر المحتاجة على الاحتفال هي الأخرى، وفي عيد الأضحى يُوزَّع لحم الأضاحي على الأقارب والفقراء. ويشارك كثير من المقيمين في دعم الحملات الخيرية أو التطوع فيها. إنها تذكرة بأن فرحة العيد لا تكتمل إلا حين يتقاسمها الجميع.`,
    },
    author: { en: 'Noor Al-Sulaiti', ar: 'نور السليطي' },
    publishedAt: '2026-03-12',
  },
  {
    slug: 'doha-winter-festival-season',
    category: 'events',
    title: {
      en: "Doha's Winter Season: Markets, Festivals and Outdoor Events",
      ar: 'موسم الشتاء في الدوحة: أسواق ومهرجانات وفعاليات في الهواء الطلق',
    },
    excerpt: {
      en: 'From farmers’ markets and food festivals to light shows and community races, the cool months are when Doha comes alive.',
      ar: 'من أسواق المزارعين ومهرجانات الطعام إلى عروض الإضاءة والسباقات المجتمعية، الأشهر المعتدلة هي موسم نبض الدوحة بالحياة.',
    },
    body: {
      en: `When the summer heat finally breaks in late October, Doha steps outside. From November to March the city's calendar fills with open-air markets, food festivals, concerts, light installations and sporting events, and residents make the most of every cool evening. If you are new to Qatar, the winter season is the perfect time to explore, meet people and discover the country's lively side.

## Markets and food festivals

Weekend markets pop up in parks, on the waterfront and in public squares across the city. They bring together small businesses selling handmade jewellery, candles, plants, clothing and home decor, alongside food trucks serving everything from burgers and tacos to karak and fresh juice. The annual food festival, usually held in the cooler months, gathers restaurants, celebrity chefs and cooking demonstrations in one place, with live entertainment for children and adults.

Look out for these regular favourites:

- Farmers' markets offering local vegetables, honey, dates and dairy products from Qatari farms.
- Night markets in Lusail and Msheireb with street food, music and art stalls.
- Seasonal flower and plant fairs, perfect for refreshing a balcony or garden.
- Book markets and craft fairs where local artists and writers meet their readers.

## Art, light and music

Winter is also the season for public art. Light festivals transform streets and squares with illuminated sculptures and projections, while galleries open new exhibitions and host talks with artists. Outdoor concerts bring together Arabic music, international bands and orchestral performances under the stars. Many of these events are free or low cost, making them ideal for families and students.

## Sport in the open air

The cooler weather brings people to the corniche for running, cycling and walking. Community races, charity walks and triathlons are held regularly, as are international tournaments in tennis, golf and motorsport. Even if you do not take part, watching the crowds and soaking up the atmosphere is part of the fun.

## Tips for enjoying the season

Follow event pages and community groups to stay updated, as many events are announced only a few weeks ahead. Book tickets early for popular concerts. Carry a light jacket for the evenings, especially in January and February, and remember that outdoor venues can get busy on Friday and Saturday nights. Above all, say yes to invitations: the winter season is when Doha feels most alive, and it is the best time to build lasting friendships.`,
      ar: `عندما تنكسر حرارة الصيف أخيراً في أواخر أكتوبر، تخرج الدوحة إلى الهواء الطلق. فمن نوفمبر إلى مارس يمتلئ تقويم المدينة بالأسواق المفتوحة ومهرجانات الطعام والحفلات الموسيقية وعروض الإضاءة والفعاليات الرياضية، ويستغل السكان كل أمسية معتدلة إلى أقصى حد. وإن كنت جديداً في قطر، فموسم الشتاء هو الوقت المثالي للاستكشاف والتعرف على الناس واكتشاف الوجه النابض بالحياة لهذا البلد.

## الأسواق ومهرجانات الطعام

تنتشر أسواق نهاية الأسبوع في الحدائق وعلى الواجهات البحرية وفي الساحات العامة في أنحاء المدينة. وهي تجمع المشاريع الصغيرة التي تبيع المجوهرات اليدوية والشموع والنباتات والملابس وقطع الديكور المنزلي، إلى جانب عربات الطعام التي تقدم كل شيء من البرغر والتاكو إلى الكرك والعصائر الطازجة. ويجمع مهرجان الطعام السنوي، الذي يُقام عادة في الأشهر المعتدلة، المطاعم والطهاة المشاهير وعروض الطهي الحية في مكان واحد، مع فقرات ترفيهية للأطفال والكبار.

ومن الفعاليات المحببة التي تتكرر بانتظام:

- أسواق المزارعين التي تعرض الخضراوات المحلية والعسل والتمور ومنتجات الألبان من المزارع القطرية.
- الأسواق الليلية في لوسيل ومشيرب مع أكلات الشارع والموسيقى وأكشاك الفنون.
- معارض الزهور والنباتات الموسمية، وهي مثالية لتجديد الشرفة أو الحديقة.
- أسواق الكتب ومعارض الحرف اليدوية حيث يلتقي الفنانون والكتّاب المحليون بجمهورهم.

## الفن والضوء والموسيقى

الشتاء أيضاً موسم الفن في الأماكن العامة. إذ تحوّل مهرجانات الإضاءة الشوارع والساحات بمنحوتات مضيئة وعروض ضوئية على الواجهات، بينما تفتتح المعارض الفنية عروضاً جديدة وتستضيف لقاءات مع الفنانين. وتجمع الحفلات الموسيقية في الهواء الطلق بين الموسيقى العربية والفرق العالمية والعروض الأوركسترالية تحت النجوم. وكثير من هذه الفعاليات مجاني أو زهيد التكلفة، مما يجعلها مثالية للعائلات والطلاب.

## الرياضة في الهواء الطلق

يجذب الطقس المعتدل الناس إلى الكورنيش للجري وركوب الدراجات والمشي. وتُنظَّم بانتظام سباقات مجتمعية ومسيرات خيرية ومنافسات للترايثلون، إلى جانب بطولات دولية في التنس والغولف ورياضة السيارات. وحتى إن لم تشارك بنفسك، فإن مشاهدة الحشود والاستمتاع بالأجواء جزء من المتعة.

## نصائح للاستمتاع بالموسم

تابع صفحات الفعاليات والمجموعات المجتمعية لتبقى على اطلاع، فكثير من الفعاليات لا يُعلن عنه إلا قبل أسابيع قليلة من موعده. واحجز تذاكر الحفلات الشهيرة مبكراً. واحمل سترة خفيفة للأمسيات، خاصة في يناير وفبراير، وتذكّر أن الأماكن المفتوحة قد تزدحم في ليالي الجمعة والسبت. وقبل كل شيء، لا ترفض الدعوات: فموسم الشتاء هو الوقت الذي تنبض فيه الدوحة بالحياة أكثر من أي وقت آخر، وهو أفضل وقت لبناء صداقات تدوم.`,
    },
    author: { en: 'Sara Mitchell', ar: 'سارة ميتشل' },
    publishedAt: '2026-10-22',
  },
  {
    slug: 'eid-gift-ideas-for-everyone',
    category: 'lifestyle',
    title: {
      en: 'Eid Gift Ideas for Everyone on Your List',
      ar: 'أفكار لهدايا العيد تناسب كل من في قائمتك',
    },
    excerpt: {
      en: 'Thoughtful presents for elders, children, hosts and colleagues, plus tips for wrapping, engraving and on-time delivery before Eid morning.',
      ar: 'هدايا مدروسة للكبار والأطفال والمضيفين والزملاء، مع نصائح للتغليف والنقش والتوصيل في الوقت المناسب قبل صباح العيد.',
    },
    body: {
      en: `Choosing Eid gifts can be one of the most enjoyable parts of the holiday, but it can also be stressful when the list includes grandparents, children, colleagues and hosts. The good news is that Doha's gift shops, florists and chocolatiers are at their best in the weeks before Eid, with special collections, beautiful packaging and delivery services that make thoughtful giving easy. Here are ideas for everyone on your list.

## For the family elders

Gifts for parents and grandparents should show respect and care. A set of fine oud oil and bakhoor with an elegant mabkhara is always appreciated. Premium dates presented in a wooden or brass box, a prayer rug of good quality, or a framed piece of Arabic calligraphy are also classic choices. If you want something personal, consider a photo album of family memories or a custom-engraved pen.

## For children

Children look forward to eidiya, the gift of money traditionally given on Eid morning, but a small present makes the day even more special. Popular ideas include:

- Decorated eidiya envelopes or small boxes with the child's name printed on them.
- Educational toys, puzzles and building sets.
- Illustrated books in Arabic and English.
- Personalised water bottles, lunch boxes or backpacks for the new school term.
- Traditional outfits, such as a small thobe or a sparkling dress, for the Eid celebrations.

## For hosts and colleagues

When visiting friends during Eid, it is polite to bring something for the household. Boxes of chocolates, trays of Arabic sweets, a bouquet of fresh flowers or a scented candle are safe and welcome choices. For colleagues, small gift baskets with coffee, dates and sweets work well, especially when wrapped in festive colours with a handwritten card.

## Tips for stress-free shopping

Start early, because the last days before Eid are very busy and popular items sell out quickly. Many gift shops offer premium gift wrapping, custom engraving and same-day delivery, but these services are booked up fast during the holiday season. If you are sending gifts to several homes, ask about scheduled delivery so that each package arrives on Eid morning. Finally, remember that the best Eid gift is a personal touch: a heartfelt message in the card will often be remembered longer than the present itself.`,
      ar: `قد يكون اختيار هدايا العيد من أمتع ما في العطلة، لكنه قد يصبح مرهقاً أيضاً حين تضم القائمة الأجداد والأطفال والزملاء والمضيفين. والخبر السار أن متاجر الهدايا ومحلات الزهور والشوكولاتة في الدوحة تكون في أفضل حالاتها خلال الأسابيع التي تسبق العيد، بمجموعات خاصة وتغليف جميل وخدمات توصيل تجعل اختيار الهدية المناسبة أمراً سهلاً. إليك أفكاراً تناسب كل من في قائمتك.

## لكبار العائلة

ينبغي أن تعبّر هدايا الآباء والأجداد عن الاحترام والاهتمام. فمجموعة من دهن العود الفاخر والبخور مع مبخرة أنيقة تلقى التقدير دائماً. كما أن التمور الفاخرة المقدمة في علبة من الخشب أو النحاس، أو سجادة صلاة عالية الجودة، أو لوحة مؤطرة بالخط العربي، كلها خيارات كلاسيكية لا تخيب. وإن أردت شيئاً شخصياً، ففكّر في ألبوم صور يضم ذكريات العائلة، أو قلم منقوش عليه اسم صاحبه.

## للأطفال

ينتظر الأطفال العيدية، وهي المال الذي يُقدَّم لهم تقليدياً في صباح العيد، لكن هدية صغيرة تجعل اليوم أكثر تميزاً. ومن الأفكار المحببة:

- أظرف العيدية المزخرفة أو العلب الصغيرة المطبوع عليها اسم الطفل.
- الألعاب التعليمية والألغاز ومجموعات البناء والتركيب.
- الكتب المصورة باللغتين العربية والإنجليزية.
- قوارير الماء أو علب الطعام أو الحقائب المدرسية المخصصة باسم الطفل للفصل الدراسي الجديد.
- الملابس التقليدية، مثل ثوب صغير أو فستان لامع، لاحتفالات العيد.

## للمضيفين والزملاء

عند زيارة الأصدقاء في العيد، من اللائق أن تحمل شيئاً لأهل البيت. فعلب الشوكولاتة، وصواني الحلويات العربية، وباقات الزهور الطازجة، والشموع المعطرة، كلها خيارات آمنة ومرحب بها. أما الزملاء فتناسبهم سلال الهدايا الصغيرة التي تضم القهوة والتمر والحلوى، خاصة حين تُغلَّف بألوان احتفالية وترافقها بطاقة مكتوبة بخط اليد.

## نصائح لتسوق بلا توتر

ابدأ مبكراً، لأن الأيام الأخيرة قبل العيد مزدحمة جداً، والمنتجات المطلوبة تنفد بسرعة. وتقدم متاجر هدايا كثيرة خدمات التغليف الفاخر والنقش المخصص والتوصيل في اليوم نفسه، لكن هذه الخدمات تُحجز بسرعة في موسم الأعياد. وإن كنت ترسل هدايا إلى عدة بيوت، فاسأل عن خدمة التوصيل المجدول حتى يصل كل طرد في صباح العيد. وأخيراً، تذكّر أن أجمل هدية في العيد هي اللمسة الشخصية: فرسالة صادقة في البطاقة كثيراً ما تبقى في الذاكرة أطول من الهدية نفسها، وابتسامة صادقة عند تقديمها تضاعف قيمتها مهما كان ثمنها.`,
    },
    author: { en: 'Hessa Al-Mannai', ar: 'حصة المناعي' },
    publishedAt: '2025-03-20',
  },
  {
    slug: 'wedding-gift-guide-qatar',
    category: 'lifestyle',
    title: {
      en: 'The Qatar Wedding Gift Guide: Customs, Ideas and Etiquette',
      ar: 'دليل هدايا الأعراس في قطر: العادات والأفكار وآداب التقديم',
    },
    excerpt: {
      en: 'What to give the couple, the bride and the family, when to deliver it and how presentation turns a good gift into a memorable one.',
      ar: 'ماذا تهدي العروسين والعروس والعائلة، ومتى تقدم هديتك، وكيف يحوّل حسن التقديم الهدية الجيدة إلى ذكرى لا تُنسى.',
    },
    body: {
      en: `Weddings in Qatar are joyful, generous occasions, often celebrated with separate receptions for men and women, elaborate decorations and hundreds of guests. Choosing a gift for the couple, or for the bride's or groom's family, is a chance to show your affection and respect. Whether you are a close relative or a colleague invited for the first time, this guide will help you choose something appropriate and memorable.

## Understanding the customs

Wedding gifts in Qatar are usually given before or after the main celebration rather than carried into the hall. Close family members often give jewellery, gold or significant contributions to the new home, while friends and colleagues choose smaller, elegant presents. Gifts are typically delivered to the family home or presented during a visit in the days following the wedding. Presentation matters a great deal: beautiful wrapping and a carefully written card are part of the gift.

## Gift ideas for the couple

- Home decor pieces: decorative trays, vases, crystal bowls or a handcrafted incense burner for the new home.
- Personalised items: engraved photo frames, cushions embroidered with the couple's initials or a custom piece of calligraphy with their names.
- Perfume sets: matching oud and perfume collections for the bride and groom, presented in an elegant box.
- Luxury chocolates and dates: large decorated trays that the family can offer to guests during post-wedding visits.
- Experiences: a voucher for a dinner, a spa day or a weekend stay at a resort.

## For the bride

Friends of the bride often choose personal gifts such as jewellery, a silk scarf, a beauty set or a beautifully packaged collection of bakhoor and perfume oils. Florists in Doha create stunning arrangements in boxes or baskets, often in white, blush and gold, which can be delivered to the bride's home before the big day.

## Practical advice

Avoid gifts that are overly personal or inappropriate for a conservative setting, and check with close friends if you are unsure. If you are ordering personalised items, allow at least a week for engraving or printing, as workshops are busy during the wedding season, particularly after Ramadan and in the winter months. Many gift shops in Doha offer a dedicated custom order manager who can help you design a unique piece and arrange delivery at the right time. With a little thought and care, your gift will become part of the couple's memories of their special day.`,
      ar: `الأعراس في قطر مناسبات مبهجة وسخية، وكثيراً ما يُحتفل بها في حفلات منفصلة للرجال والنساء، مع زينة فاخرة ومئات من المدعوين. واختيار هدية للعروسين، أو لأهل العريس أو العروس، فرصة للتعبير عن المحبة والتقدير. وسواء كنت قريباً من العائلة أو زميلاً يُدعى لأول مرة، فسيساعدك هذا الدليل على اختيار هدية لائقة لا تُنسى.

## فهم العادات

تُقدَّم هدايا الزواج في قطر عادة قبل الحفل الرئيسي أو بعده، ولا تُحمل في الغالب إلى قاعة الحفل. فأفراد العائلة المقربون يقدمون المجوهرات أو الذهب أو مساهمات كبيرة في تجهيز البيت الجديد، بينما يختار الأصدقاء والزملاء هدايا أصغر وأنيقة. وتُرسل الهدايا عادة إلى بيت العائلة، أو تُقدَّم خلال الزيارات في الأيام التي تلي الزفاف. وللتقديم أهمية كبيرة، فالتغليف الجميل والبطاقة المكتوبة بعناية جزء لا يتجزأ من الهدية.

## أفكار لهدايا العروسين

- قطع الديكور المنزلي: صوانٍ مزخرفة، أو مزهريات، أو أوعية من الكريستال، أو مبخرة مصنوعة يدوياً للبيت الجديد.
- الهدايا المخصصة: براويز صور منقوشة، أو وسائد مطرزة بالحروف الأولى من اسمي العروسين، أو لوحة خط عربي تحمل اسميهما.
- مجموعات العطور: تشكيلات متناسقة من العود والعطور للعريس والعروس، مقدمة في علبة أنيقة.
- الشوكولاتة والتمور الفاخرة: صوانٍ كبيرة مزينة يمكن للعائلة أن تقدمها للضيوف في زيارات التهنئة بعد الزفاف.
- التجارب: قسيمة لعشاء، أو يوم في منتجع صحي، أو عطلة نهاية أسبوع في أحد المنتجعات.

## للعروس

كثيراً ما تختار صديقات العروس هدايا شخصية مثل المجوهرات، أو وشاح من الحرير، أو مجموعة لمستحضرات التجميل، أو تشكيلة مغلفة بأناقة من البخور ودهن العطور. كما تبدع محلات الزهور في الدوحة تنسيقات مذهلة في علب أو سلال، غالباً باللون الأبيض والوردي الفاتح والذهبي، ويمكن توصيلها إلى بيت العروس قبل اليوم الكبير.

## نصائح عملية

تجنب الهدايا الشخصية أكثر من اللازم أو غير الملائمة لبيئة محافظة، واستشر الأصدقاء المقربين إن لم تكن متأكداً. وإن كنت تطلب قطعاً مخصصة، فامنح نفسك أسبوعاً على الأقل للنقش أو الطباعة، لأن الورش تكون مشغولة في موسم الأعراس، خاصة بعد رمضان وفي أشهر الشتاء. وتوفر متاجر هدايا كثيرة في الدوحة مديراً مخصصاً للطلبات يساعدك على تصميم قطعة فريدة وترتيب توصيلها في الوقت المناسب. ومع قليل من التفكير والعناية، ستصبح هديتك جزءاً من ذكريات العروسين عن يومهما المميز.`,
    },
    author: { en: 'Mariam Al-Kuwari', ar: 'مريم الكواري' },
    publishedAt: '2024-05-15',
  },
  {
    slug: 'choosing-flowers-in-doha',
    category: 'lifestyle',
    title: {
      en: 'Say It with Flowers: Choosing the Right Bouquet in Doha',
      ar: 'قلها بالزهور: كيف تختار الباقة المناسبة في الدوحة',
    },
    excerpt: {
      en: 'Which flowers suit a new baby, a wedding or a graduation, how to keep them fresh in the heat and how to order delivery without surprises.',
      ar: 'أي الزهور تناسب المولود الجديد أو الزفاف أو التخرج، وكيف تحافظ على نضارتها في الحر، وكيف تطلب التوصيل من دون مفاجآت.',
    },
    body: {
      en: `Flowers have become one of the most popular gifts in Qatar. They arrive at hospitals to welcome new babies, at homes to congratulate graduates and brides, at offices to celebrate promotions and at doorsteps simply to say thank you. Doha's florists have grown more creative every year, and today you can find everything from a single rose in a slim box to towering arrangements combined with chocolates, perfumes and balloons. Here is how to choose well.

## Match the flowers to the occasion

- New baby: soft pastel arrangements in pink, blue or white, often with a small teddy bear or a personalised name plaque.
- Weddings and engagements: white roses, orchids and peonies, arranged in elegant boxes or tall vases.
- Graduation: bright sunflowers, gerberas or roses in the graduate's university colours, sometimes with a congratulatory balloon.
- Get well soon: light, cheerful bouquets without strong fragrances, as some hospitals restrict heavily scented flowers.
- Condolences: simple white arrangements delivered to the family home, accompanied by a respectful card.

## Understand the local favourites

Roses remain the most requested flower in Qatar, especially deep red, white and soft pink varieties. Orchids are popular because they last for weeks in air-conditioned homes. Preserved roses, treated to last for months or even a year, are a fashionable choice for gifts because they can be kept as decoration. Many florists combine flowers with other treats, such as chocolates, dates, oud or a small bottle of perfume, creating a complete gift in one box.

## Caring for flowers in the desert climate

Heat is the biggest enemy of fresh flowers. Keep them away from direct sunlight and air-conditioning vents, change the water every two days and trim the stems at an angle to help them drink. If you are collecting flowers yourself in summer, do not leave them in a parked car even for a few minutes.

## Ordering and delivery tips

Most florists in Doha offer same-day delivery if you order before midday, and many allow scheduled delivery for special dates such as birthdays, anniversaries or Valentine's Day. During busy periods, including Eid, Mother's Day and the wedding season, order several days in advance. Always add a personal message to the card, double-check the address and phone number of the recipient, and ask the shop to send you a photo of the finished arrangement before it goes out. A little care ensures that your flowers arrive as beautiful as you imagined.`,
      ar: `أصبحت الزهور من أكثر الهدايا رواجاً في قطر. فهي تصل إلى المستشفيات للترحيب بالمواليد الجدد، وإلى البيوت لتهنئة الخريجين والعرائس، وإلى المكاتب للاحتفال بالترقيات، وإلى الأبواب لمجرد قول شكراً. وقد ازداد إبداع محلات الزهور في الدوحة عاماً بعد عام، حتى صار بإمكانك اليوم أن تجد كل شيء، من وردة واحدة في علبة أنيقة إلى تنسيقات شاهقة تجمع الزهور مع الشوكولاتة والعطور والبالونات. إليك كيف تُحسن الاختيار.

## اختر الزهور المناسبة للمناسبة

- المولود الجديد: تنسيقات بألوان هادئة من الوردي أو الأزرق أو الأبيض، وغالباً مع دب صغير أو لوحة تحمل اسم المولود.
- الأعراس والخطوبة: الورود البيضاء والأوركيد والفاوانيا، منسقة في علب أنيقة أو مزهريات طويلة.
- التخرج: عباد الشمس المشرق أو الجربيرا أو الورود بألوان الجامعة التي تخرج منها صاحب المناسبة، وأحياناً مع بالون تهنئة.
- تمنيات الشفاء: باقات خفيفة مبهجة من دون روائح قوية، إذ تقيّد بعض المستشفيات إدخال الزهور شديدة العطر.
- التعزية: تنسيقات بيضاء بسيطة تُرسل إلى بيت العائلة، ترافقها بطاقة تحمل كلمات لائقة.

## تعرّف على المفضلات المحلية

لا تزال الورود الأكثر طلباً في قطر، خاصة الأحمر الداكن والأبيض والوردي الفاتح. ويحظى الأوركيد بشعبية كبيرة لأنه يدوم أسابيع في البيوت المكيفة. أما الورود المحفوظة، المعالجة لتبقى شهوراً أو حتى عاماً كاملاً، فهي خيار عصري للهدايا لأنها تُحفظ قطعةً للزينة. وتجمع محلات كثيرة بين الزهور وهدايا أخرى مثل الشوكولاتة أو التمور أو العود أو زجاجة عطر صغيرة، لتصنع هدية متكاملة في علبة واحدة.

## العناية بالزهور في المناخ الصحراوي

الحرارة هي العدو الأكبر للزهور الطازجة. لذا أبعدها عن أشعة الشمس المباشرة وفتحات التكييف، وغيّر الماء كل يومين، وقصّ أطراف السيقان بشكل مائل لتساعدها على امتصاص الماء. وإن كنت ستستلم الزهور بنفسك في الصيف، فلا تتركها في سيارة متوقفة ولو لبضع دقائق.

## نصائح للطلب والتوصيل

تقدم معظم محلات الزهور في الدوحة خدمة التوصيل في اليوم نفسه إذا طلبت قبل الظهر، ويتيح كثير منها التوصيل المجدول للمناسبات الخاصة مثل أعياد الميلاد والذكرى السنوية وعيد الحب. وفي أوقات الذروة، ومنها العيد وعيد الأم وموسم الأعراس، اطلب قبل عدة أيام. وأضف دائماً رسالة شخصية إلى البطاقة، وتحقق مرتين من عنوان المستلم ورقم هاتفه، واطلب من المتجر أن يرسل لك صورة للتنسيق النهائي قبل خروجه. فالقليل من العناية يضمن أن تصل زهورك بالجمال الذي تخيلته.`,
    },
    author: { en: 'Lina Qassem', ar: 'لينا قاسم' },
    publishedAt: '2026-02-05',
  },
  {
    slug: 'starting-a-gift-business-in-doha',
    category: 'business',
    title: {
      en: 'From Hobby to Business: Lessons from Small Gift Makers in Doha',
      ar: 'من الهواية إلى المشروع: دروس من صنّاع الهدايا الصغار في الدوحة',
    },
    excerpt: {
      en: 'A clear niche, proper licensing, a plan built around Eid and wedding season, and a lot of care: what founders of small gift businesses have learned.',
      ar: 'تخصص واضح وترخيص سليم وخطة مبنية على مواسم العيد والأعراس وكثير من العناية: ما تعلمه مؤسسو مشاريع الهدايا الصغيرة.',
    },
    body: {
      en: `Doha has a thriving community of small gift businesses: bakers who turn out custom cakes from home kitchens, calligraphers who design names on wood and canvas, florists who started with a single social media page and now employ a team. If you have ever dreamed of turning a creative hobby into a business, Qatar offers a supportive environment, a culture of generous gift-giving and customers who value personal touches. Here are lessons from founders who have made the leap.

## Start with a clear idea

The most successful small gift businesses in Doha are specific. Rather than selling everything, they become known for one thing done extremely well: personalised chocolate boxes, hand-painted incense burners, baby hampers or wedding favours. A clear focus makes it easier to explain what you do, price your products and attract loyal customers. Before launching, test your idea with friends, family and colleagues, and listen carefully to their feedback.

## Get the paperwork right

Whether you plan to work from home or open a small studio, it is essential to operate legally. Qatar offers licensing options for small and home-based businesses, and the requirements depend on the activity, especially if you handle food. Check the current rules with the relevant ministry, keep copies of all documents and set up a separate bank account for the business from day one. Doing this early saves headaches when you want to join delivery platforms or sell to corporate clients.

## Build around the calendar

Gift businesses in Qatar follow a clear seasonal rhythm. Plan your year around these peaks:

- Ramadan and Eid, the busiest period for hampers, sweets, perfumes and decorated boxes.
- National Day in December, when maroon and white products are in demand.
- Wedding season, especially in the winter months and after Eid.
- Graduation season in spring and early summer.
- Back to school in late August, for personalised stationery and bags.

Order materials well ahead of each season, as imported packaging can take weeks to arrive.

## Marketing and customer care

Social media remains the main shop window for most small businesses in Doha. Invest in good photographs, post consistently in both Arabic and English and respond quickly to messages, because customers often order at the last minute. Listing your business in online directories helps new customers find you when they search by occasion or area. Finally, never underestimate word of mouth: a beautifully wrapped gift, delivered on time with a handwritten note, is the best advertisement you will ever have.`,
      ar: `تضم الدوحة مجتمعاً مزدهراً من مشاريع الهدايا الصغيرة: خبازات يصنعن الكعك حسب الطلب في مطابخ بيوتهن، وخطاطون يصممون الأسماء على الخشب والقماش، وبائعو زهور بدأوا بصفحة واحدة على وسائل التواصل الاجتماعي وأصبحوا اليوم يديرون فريق عمل كاملاً. وإن كنت قد حلمت يوماً بتحويل هواية إبداعية إلى مشروع تجاري، فإن قطر توفر بيئة داعمة، وثقافة سخية في تبادل الهدايا، وعملاء يقدّرون اللمسات الشخصية. إليك دروساً من مؤسسين خاضوا التجربة.

## ابدأ بفكرة واضحة

أنجح مشاريع الهدايا الصغيرة في الدوحة هي الأكثر تحديداً. فبدلاً من بيع كل شيء، تشتهر هذه المشاريع بشيء واحد تتقنه إتقاناً كبيراً: علب الشوكولاتة المخصصة، أو المباخر المرسومة يدوياً، أو سلال هدايا المواليد، أو توزيعات الأعراس. والتركيز الواضح يسهّل عليك شرح ما تقدمه وتسعير منتجاتك واستقطاب عملاء أوفياء. وقبل الإطلاق، اختبر فكرتك مع الأصدقاء والأهل والزملاء، واستمع إلى ملاحظاتهم بعناية.

## أنجز الأوراق الرسمية بشكل صحيح

سواء كنت تنوي العمل من المنزل أو افتتاح استوديو صغير، فمن الضروري أن تعمل بصورة قانونية. فقطر توفر خيارات ترخيص للمشاريع الصغيرة والمنزلية، وتختلف المتطلبات بحسب النشاط، خاصة إذا كنت تتعامل مع الأطعمة. تحقق من القواعد الحالية لدى الوزارة المعنية، واحتفظ بنسخ من جميع المستندات، وافتح حساباً مصرفياً منفصلاً للمشروع منذ اليوم الأول. فإنجاز ذلك مبكراً يوفر عليك كثيراً من المتاعب عندما ترغب في الانضمام إلى منصات التوصيل أو البيع للشركات.

## خطط وفق التقويم

تسير مشاريع الهدايا في قطر وفق إيقاع موسمي واضح، فخطط لعامك حول مواسم الذروة التالية:

- رمضان والعيد، وهي أكثر الفترات ازدحاماً بطلبات السلال والحلويات والعطور والعلب المزينة.
- اليوم الوطني في ديسمبر، حين يزداد الطلب على المنتجات باللونين العنابي والأبيض.
- موسم الأعراس، خاصة في أشهر الشتاء وبعد العيد.
- موسم التخرج في الربيع وبداية الصيف.
- العودة إلى المدارس في أواخر أغسطس، للقرطاسية والحقائب المخصصة.

واطلب المواد الخام قبل كل موسم بوقت كافٍ، لأن مواد التغليف المستوردة قد تستغرق أسابيع حتى تصل.

## التسويق وخدمة العملاء

لا تزال وسائل التواصل الاجتماعي الواجهة الرئيسية لمعظم المشاريع الصغيرة في الدوحة. لذا استثمر في صور جيدة، وانشر بانتظام باللغتين العربية والإنجليزية، ورد على الرسائل بسرعة، لأن العملاء كثيراً ما يطلبون في اللحظة الأخيرة. كما أن إدراج مشروعك في الأدلة الإلكترونية يساعد العملاء الجدد على الوصول إليك حين يبحثون حسب المناسبة أو المنطقة. وأخيراً، لا تستهن أبداً بالتوصية الشفهية: فهدية مغلفة بأناقة، تصل في موعدها مع بطاقة مكتوبة بخط اليد، هي أفضل إعلان يمكن أن تحظى به.`,
    },
    author: { en: 'Youssef Benali', ar: 'يوسف بن علي' },
    publishedAt: '2024-08-27',
  },
  {
    slug: 'technology-in-qatar-restaurants',
    category: 'technology',
    title: {
      en: "QR Menus, Cloud Kitchens and Smart Ovens: Tech in Qatar's Restaurants",
      ar: 'قوائم رقمية ومطابخ سحابية وأفران ذكية: التقنية في مطاعم قطر',
    },
    excerpt: {
      en: 'How digital menus, delivery apps and smarter kitchens are changing the way Qatar eats, and why the human touch still matters most.',
      ar: 'كيف تغيّر القوائم الرقمية وتطبيقات التوصيل والمطابخ الذكية طريقة تناول الطعام في قطر، ولماذا تبقى اللمسة الإنسانية هي الأهم.',
    },
    body: {
      en: `Walk into a new restaurant in Lusail or Msheireb and you may notice that the technology has changed almost as much as the menu. Diners scan a QR code to see dishes in Arabic and English, pay from their phones, and receive a digital receipt before they reach the door. Behind the scenes, kitchens run on screens, and delivery orders arrive from several apps at once. Qatar's restaurant industry has embraced technology quickly, and the changes are shaping how we eat.

## Digital menus and ordering

QR code menus became common during the pandemic and have stayed because they are practical. They can be updated instantly when a dish sells out, display photos and allergy information, and switch between languages with a tap. Some restaurants now let guests order and pay directly from the table, which reduces waiting time during busy lunch hours. Others still prefer printed menus for a more personal experience, and many offer both.

## The delivery boom

Food delivery is part of everyday life in Qatar. Several local and regional apps compete to bring meals, groceries and even flowers to the door in under an hour. For restaurants, this means managing orders from multiple platforms, designing packaging that keeps food hot or cold in summer temperatures and creating menus that travel well. Many have opened cloud kitchens, delivery-only outlets that cook for several brands from one location.

## Smarter kitchens

Technology is also transforming what happens behind the kitchen door:

- Kitchen display screens replace paper tickets and help chefs track cooking times.
- Inventory software predicts demand and reduces food waste, an important goal in a country that imports much of its food.
- Smart ovens and temperature sensors keep food safe and consistent.
- Reservation systems remember regular guests, their favourite tables and their dietary needs.

## What it means for diners

For customers, the benefits are clear: more choice, easier booking and faster service. Online directories and reviews help diners find restaurants by cuisine, area, price or dietary preference in seconds. But technology works best when it supports hospitality rather than replacing it. The most successful restaurants in Qatar use digital tools to free their staff to do what matters most: welcoming guests, recommending dishes and making every visit feel personal. In a country where generosity at the table is a deeply held value, that human touch remains irreplaceable.`,
      ar: `إذا دخلت مطعماً جديداً في لوسيل أو مشيرب، فقد تلاحظ أن التقنية تغيرت بقدر ما تغيرت قائمة الطعام تقريباً. فالزبائن يمسحون رمز الاستجابة السريعة لعرض الأطباق باللغتين العربية والإنجليزية، ويدفعون من هواتفهم، ويتلقون إيصالاً رقمياً قبل أن يصلوا إلى الباب. وخلف الكواليس تعمل المطابخ بالشاشات، وتصل طلبات التوصيل من عدة تطبيقات في آن واحد. لقد تبنى قطاع المطاعم في قطر التقنية بسرعة، وهذه التغيرات تعيد تشكيل طريقة تناولنا للطعام.

## القوائم الرقمية والطلب الإلكتروني

انتشرت قوائم الطعام عبر رموز الاستجابة السريعة خلال الجائحة، وبقيت بعدها لأنها عملية. إذ يمكن تحديثها فوراً عند نفاد طبق ما، وعرض الصور ومعلومات مسببات الحساسية، والتبديل بين اللغات بلمسة واحدة. وتتيح بعض المطاعم اليوم للضيوف الطلب والدفع مباشرة من الطاولة، مما يقلل وقت الانتظار في ساعات الغداء المزدحمة. بينما لا يزال آخرون يفضلون القوائم المطبوعة لتجربة أكثر دفئاً، وكثيراً ما يقدمون الخيارين معاً.

## طفرة التوصيل

أصبح توصيل الطعام جزءاً من الحياة اليومية في قطر. فعدة تطبيقات محلية وإقليمية تتنافس على إيصال الوجبات والبقالة وحتى الزهور إلى الباب في أقل من ساعة. وبالنسبة للمطاعم، يعني ذلك إدارة الطلبات من منصات متعددة، وتصميم عبوات تحافظ على حرارة الطعام أو برودته في أجواء الصيف، وإعداد قوائم تتحمل رحلة التوصيل. وقد افتتح كثير منها مطابخ سحابية، وهي منافذ مخصصة للتوصيل فقط تطهو لعدة علامات تجارية من موقع واحد.

## مطابخ أذكى

تغيّر التقنية أيضاً ما يجري خلف باب المطبخ:

- تحل شاشات عرض الطلبات محل التذاكر الورقية، وتساعد الطهاة على متابعة أوقات الطهي.
- تتوقع برامج إدارة المخزون حجم الطلب وتقلل هدر الطعام، وهو هدف مهم في بلد يستورد جزءاً كبيراً من غذائه.
- تحافظ الأفران الذكية وأجهزة استشعار الحرارة على سلامة الطعام وثبات جودته.
- تتذكر أنظمة الحجز الضيوف الدائمين وطاولاتهم المفضلة واحتياجاتهم الغذائية.

## ماذا يعني ذلك للزبائن

بالنسبة للزبائن، الفوائد واضحة: خيارات أكثر، وحجز أسهل، وخدمة أسرع. وتساعد الأدلة الإلكترونية والتقييمات الرواد على العثور على المطاعم حسب نوع المطبخ أو المنطقة أو السعر أو النظام الغذائي في ثوانٍ. لكن التقنية تؤدي دورها على أفضل وجه حين تدعم الضيافة لا حين تحل محلها. فأنجح المطاعم في قطر تستخدم الأدوات الرقمية لتفرغ موظفيها لما هو أهم: استقبال الضيوف، واقتراح الأطباق، وجعل كل زيارة تجربة شخصية. وفي بلد يُعد فيه الكرم على المائدة قيمة راسخة، تبقى اللمسة الإنسانية أمراً لا يمكن الاستغناء عنه.`,
    },
    author: { en: 'Daniel Reyes', ar: 'دانيال رييس' },
    publishedAt: '2025-06-18',
  },
  {
    slug: 'eating-well-in-qatar-summer',
    category: 'health',
    title: {
      en: 'Beat the Heat: Eating and Drinking Well Through a Qatari Summer',
      ar: 'تغلب على الحر: كيف تأكل وتشرب بشكل صحي خلال صيف قطر',
    },
    excerpt: {
      en: 'Hydration habits, seasonal foods, food safety in high temperatures and smart exercise timing to stay healthy from June to September.',
      ar: 'عادات شرب الماء، وأطعمة الموسم، وسلامة الغذاء في درجات الحرارة المرتفعة، والتوقيت الذكي للرياضة لتبقى بصحة جيدة من يونيو إلى سبتمبر.',
    },
    body: {
      en: `Summer in Qatar is long and intense. From June to September temperatures regularly pass forty degrees, humidity rises along the coast and most of daily life moves indoors. The heat affects not only how we feel but also how we should eat and drink. With a few simple habits, you can stay energetic, hydrated and healthy until the cooler months return.

## Hydration comes first

The most important rule is to drink enough water throughout the day, not only when you feel thirsty. Thirst is a late signal, and by the time it appears the body is already slightly dehydrated. Keep a reusable bottle with you, add slices of lemon, cucumber or mint if plain water feels boring, and drink more if you exercise or spend time outdoors. Laban, the cool salted yoghurt drink popular across the Gulf, helps replace salts lost through sweat. Limit very sugary drinks and large amounts of strong coffee, which can leave you feeling more tired.

## Eat with the season

Light, fresh meals are easier to digest in hot weather. Build your plate around:

- Water-rich fruit and vegetables such as watermelon, cucumbers, tomatoes, oranges and leafy greens.
- Lean proteins like grilled fish, chicken and lentils instead of heavy fried dishes.
- Whole grains, including brown rice, bulgur and oats, for steady energy.
- Dates in moderation, which provide natural sugars, fibre and potassium.
- Yoghurt and labneh, which are refreshing and good for digestion.

Many restaurants in Doha now highlight healthy, vegetarian and gluten-free options, making it easier to eat well when dining out.

## Be careful with food safety

High temperatures make food spoil faster. Never leave groceries in a hot car, refrigerate leftovers within an hour and take extra care with seafood, dairy and dishes containing mayonnaise. When ordering delivery, eat the food promptly and be wary of dishes that arrive lukewarm. At picnics and beach outings, keep food in cool boxes with plenty of ice packs.

## Move smart

Exercise remains important in summer, but timing is everything. Walk or cycle early in the morning or after sunset, and take advantage of air-conditioned malls, gyms and indoor tracks during the day. Listen to your body: dizziness, headaches and unusual tiredness can be signs of heat exhaustion, and they should be taken seriously. With water in hand, a lighter plate and a sensible routine, summer in Qatar can be a season of good health rather than something simply to endure.`,
      ar: `الصيف في قطر طويل وشديد. فمن يونيو إلى سبتمبر تتجاوز درجات الحرارة الأربعين بانتظام، وترتفع الرطوبة على امتداد الساحل، وتنتقل معظم تفاصيل الحياة اليومية إلى الأماكن المغلقة. والحر لا يؤثر في شعورنا فحسب، بل أيضاً في الطريقة التي ينبغي أن نأكل ونشرب بها. ومع بعض العادات البسيطة، يمكنك أن تبقى نشيطاً ومرتوياً وبصحة جيدة حتى تعود الأشهر المعتدلة.

## شرب الماء أولاً

القاعدة الأهم هي أن تشرب كمية كافية من الماء على مدار اليوم، لا حين تشعر بالعطش فقط. فالعطش إشارة متأخرة، وحين يظهر يكون الجسم قد فقد جزءاً من سوائله بالفعل. احمل معك قارورة قابلة لإعادة الاستخدام، وأضف شرائح الليمون أو الخيار أو النعناع إن شعرت بأن الماء وحده ممل، واشرب أكثر إذا كنت تمارس الرياضة أو تقضي وقتاً في الخارج. واللبن، وهو مشروب الزبادي البارد المملح المحبوب في أنحاء الخليج، يساعد على تعويض الأملاح التي يفقدها الجسم مع العرق. وقلل من المشروبات شديدة الحلاوة والكميات الكبيرة من القهوة القوية، فقد تزيد شعورك بالتعب.

## كُل بما يناسب الموسم

الوجبات الخفيفة الطازجة أسهل هضماً في الطقس الحار. فاجعل طبقك يقوم على:

- الفواكه والخضراوات الغنية بالماء، مثل البطيخ والخيار والطماطم والبرتقال والخضراوات الورقية.
- البروتينات قليلة الدهون مثل السمك والدجاج المشوي والعدس بدلاً من الأطباق المقلية الثقيلة.
- الحبوب الكاملة، ومنها الأرز البني والبرغل والشوفان، لطاقة مستقرة طوال اليوم.
- التمر باعتدال، فهو يمد الجسم بالسكريات الطبيعية والألياف والبوتاسيوم.
- الزبادي واللبنة، فهما منعشان ومفيدان للهضم.

وأصبحت مطاعم كثيرة في الدوحة تبرز الخيارات الصحية والنباتية والخالية من الغلوتين، مما يسهّل الأكل الصحي عند تناول الطعام خارج المنزل.

## انتبه لسلامة الغذاء

تتسبب درجات الحرارة المرتفعة في فساد الطعام بسرعة أكبر. لذا لا تترك مشترياتك أبداً في سيارة ساخنة، وضع بقايا الطعام في الثلاجة خلال ساعة، واحرص بشكل خاص على المأكولات البحرية ومنتجات الألبان والأطباق التي تحتوي على المايونيز. وعند طلب التوصيل، تناول الطعام فور وصوله، واحذر من الأطباق التي تصل فاترة. وفي النزهات والرحلات إلى الشاطئ، احفظ الطعام في صناديق تبريد مع كمية وافرة من أكياس الثلج.

## تحرك بذكاء

تبقى الرياضة مهمة في الصيف، لكن التوقيت هو كل شيء. امشِ أو اركب دراجتك في الصباح الباكر أو بعد الغروب، واستفد من المراكز التجارية المكيفة والصالات الرياضية والمسارات المغلقة خلال النهار. واستمع إلى جسدك: فالدوار والصداع والتعب غير المعتاد قد تكون علامات على الإجهاد الحراري، وينبغي أن تؤخذ على محمل الجد. ومع قارورة الماء في يدك، وطبق أخف، وروتين معقول، يمكن أن يكون الصيف في قطر موسماً للصحة الجيدة لا مجرد فصل نتحمله حتى ينقضي.`,
    },
    author: { en: 'Priya Nair', ar: 'بريا ناير' },
    publishedAt: '2024-07-09',
  },
  {
    slug: 'study-spots-for-students-in-doha',
    category: 'education',
    title: {
      en: 'Where Doha Studies: Libraries, Quiet Cafés and Smart Study Habits',
      ar: 'أين تذاكر الدوحة: مكتبات ومقاهٍ هادئة وعادات ذكية للمذاكرة',
    },
    excerpt: {
      en: 'From the national library in Education City to student-friendly cafés, plus practical study tips and evening courses for lifelong learners.',
      ar: 'من المكتبة الوطنية في المدينة التعليمية إلى المقاهي التي ترحب بالطلاب، مع نصائح عملية للمذاكرة ودورات مسائية لمحبي التعلم مدى الحياة.',
    },
    body: {
      en: `With Education City's international branch campuses, Qatar University, dozens of schools and a growing number of adult learners, Doha is a city of students. Yet finding the right place to study is not always easy, especially when home is noisy and the summer heat rules out the park bench. Here is a guide to the best kinds of study spots in the city, along with habits that help learners of every age make the most of their time.

## Libraries: quiet and free

The national library, a striking building in Education City, is one of the best places in the country to study. It offers long tables, comfortable reading areas, fast internet and a huge collection of books in Arabic and English, as well as a heritage library of rare manuscripts and maps. Entry is free with registration, and it hosts regular workshops, talks and children's activities. University libraries and public libraries in several districts also provide quiet rooms and helpful staff.

## Cafés that welcome students

Many cafés in Education City, Al Gharrafa, Msheireb and Al Sadd have become popular with students, thanks to free Wi-Fi, power sockets and long opening hours. To be a good guest, buy something every couple of hours, avoid occupying large tables alone during the lunch rush and keep calls short. Some cafés offer special student discounts or unlimited coffee refills during exam season.

## Tips for effective study

- Plan your week in advance, setting clear goals for each session.
- Use the Pomodoro method: twenty-five minutes of focus followed by a five-minute break.
- Study in both languages if you are bilingual; explaining a concept in Arabic and English deepens understanding.
- Form small study groups with classmates, and meet in a library group room to discuss difficult topics.
- Protect your sleep, especially before exams. A rested mind remembers far more than a tired one.

## Lifelong learning

Education in Qatar does not end with graduation. Cultural centres, museums and community organisations offer courses in Arabic calligraphy, photography, coding, cooking and languages, often in the evenings and at weekends. Many adults join these programmes to learn a new skill, meet people or simply enjoy the pleasure of learning. Wherever you are on your educational journey, the city offers plenty of inspiring spaces to grow, think and create.`,
      ar: `مع وجود فروع الجامعات الدولية في المدينة التعليمية، وجامعة قطر، وعشرات المدارس، والعدد المتزايد من الكبار الذين يواصلون التعلم، أصبحت الدوحة مدينة للطلاب بامتياز. ومع ذلك فإن العثور على المكان المناسب للمذاكرة ليس أمراً سهلاً دائماً، خاصة حين يكون البيت صاخباً وحرارة الصيف تمنع الجلوس في الحدائق. إليك دليلاً إلى أفضل أنواع أماكن المذاكرة في المدينة، مع عادات تساعد المتعلمين من جميع الأعمار على الاستفادة القصوى من وقتهم.

## المكتبات: هدوء بلا تكلفة

تعد المكتبة الوطنية، بمبناها اللافت في المدينة التعليمية، من أفضل أماكن المذاكرة في البلاد. فهي توفر طاولات طويلة، ومساحات مريحة للقراءة، وإنترنت سريعاً، ومجموعة ضخمة من الكتب باللغتين العربية والإنجليزية، إضافة إلى مكتبة تراثية تضم مخطوطات وخرائط نادرة. والدخول مجاني بعد التسجيل، وتستضيف المكتبة بانتظام ورشاً ومحاضرات وأنشطة للأطفال. كما توفر المكتبات الجامعية والمكتبات العامة في عدة أحياء غرفاً هادئة وموظفين متعاونين.

## مقاهٍ ترحب بالطلاب

أصبحت مقاهٍ كثيرة في المدينة التعليمية والغرافة ومشيرب والسد وجهة محببة للطلاب، بفضل الإنترنت المجاني ومقابس الكهرباء وساعات العمل الطويلة. ولكي تكون ضيفاً لطيفاً، اطلب شيئاً كل ساعتين تقريباً، وتجنب شغل الطاولات الكبيرة وحدك في وقت ذروة الغداء، واجعل مكالماتك قصيرة. وتقدم بعض المقاهي خصومات خاصة للطلاب أو إعادة تعبئة مجانية للقهوة خلال موسم الامتحانات.

## نصائح لمذاكرة فعالة

- خطط لأسبوعك مسبقاً، وحدد أهدافاً واضحة لكل جلسة مذاكرة.
- استخدم طريقة البومودورو: خمس وعشرون دقيقة من التركيز تليها استراحة لمدة خمس دقائق.
- ذاكر باللغتين إن كنت ثنائي اللغة، فشرح المفهوم بالعربية والإنجليزية يعمّق فهمك له.
- كوّن مجموعات مذاكرة صغيرة مع زملائك، والتقوا في إحدى غرف المجموعات في المكتبة لمناقشة الموضوعات الصعبة.
- حافظ على نومك، خاصة قبل الامتحانات، فالعقل المرتاح يتذكر أكثر بكثير من العقل المتعب.

## التعلم مدى الحياة

لا ينتهي التعليم في قطر بالتخرج. فالمراكز الثقافية والمتاحف والمؤسسات المجتمعية تقدم دورات في الخط العربي والتصوير والبرمجة والطبخ واللغات، وكثيراً ما تكون في المساء وفي عطلات نهاية الأسبوع. وينضم كثير من الكبار إلى هذه البرامج لتعلم مهارة جديدة، أو للتعرف على أناس جدد، أو لمجرد الاستمتاع بمتعة التعلم. وأينما كنت في رحلتك التعليمية، فإن المدينة تقدم لك مساحات ملهمة كثيرة لتنمو وتفكر وتبدع.`,
    },
    author: { en: 'Omar Haddad', ar: 'عمر حداد' },
    publishedAt: '2025-09-10',
  },
  {
    slug: 'indoor-family-fun-doha-summer',
    category: 'entertainment',
    title: {
      en: 'Too Hot Outside? Indoor Family Fun in Doha This Summer',
      ar: 'الجو حار في الخارج؟ ترفيه عائلي داخلي في الدوحة هذا الصيف',
    },
    excerpt: {
      en: 'Indoor theme parks, interactive museums, creative workshops and family cinema nights to keep children happy through the long summer holidays.',
      ar: 'مدن ملاهٍ داخلية ومتاحف تفاعلية وورش إبداعية وأمسيات سينما عائلية تُسعد الأطفال طوال العطلة الصيفية الطويلة.',
    },
    body: {
      en: `When the summer sun makes the playground too hot to touch, families in Doha head indoors. Fortunately, the city has an impressive range of air-conditioned entertainment, from theme parks inside shopping malls to museums, cinemas, trampoline parks and creative workshops. Whether you have toddlers or teenagers, there is no reason for boredom during the long school holidays. Here are ideas to keep everyone happy until the weather cools down.

## Theme parks and play centres

Several large malls house indoor theme parks with roller coasters, bumper cars, climbing walls and soft play areas for younger children. Trampoline parks, ninja courses and indoor skating rinks are popular with older kids who need to burn energy. Many venues sell day passes or family bundles, and prices are often lower on weekday mornings. Remember to bring socks, as most trampoline and soft play areas require them.

## Museums with hands-on fun

Doha's museums are not only for quiet contemplation. Several offer interactive galleries, family trails and holiday programmes designed especially for children. The national museum tells the story of Qatar through films, sounds and immersive rooms, while the museum of Islamic art runs art workshops and storytelling sessions during the holidays. There is also a dedicated children's museum with play-based learning zones that encourage curiosity, creativity and teamwork.

## Creative workshops and classes

Summer is a great time for children to try something new. Look for:

- Pottery, painting and calligraphy workshops at cultural centres and art studios.
- Cooking classes for kids, where they learn to bake bread or make simple Qatari sweets.
- Robotics, coding and science camps at schools and learning centres.
- Swimming lessons and indoor sports academies for football, gymnastics and martial arts.

## Cinemas, bowling and family nights

For a relaxed evening, cinemas across Doha screen the latest films in English and Arabic, with comfortable recliners and special family screenings in the mornings. Bowling alleys, escape rooms and arcade centres offer friendly competition for the whole family. Many venues host special events during Eid and the summer holidays, so check their schedules in advance.

## Tips for a smooth day out

Book popular activities ahead, especially at weekends. Carry a light jacket, because air-conditioning can be very cold. Plan breaks with healthy snacks and water, and mix high-energy activities with calmer ones. With a little planning, the hottest months of the year can become a season of happy family memories.`,
      ar: `عندما تجعل شمس الصيف ألعاب الحدائق ساخنة إلى حد لا يُلمس، تتجه العائلات في الدوحة إلى الأماكن المغلقة. ولحسن الحظ، تضم المدينة مجموعة مدهشة من خيارات الترفيه المكيفة، من مدن الملاهي داخل المراكز التجارية إلى المتاحف ودور السينما وحدائق القفز والورش الإبداعية. وسواء كان لديك أطفال صغار أو مراهقون، فلا مكان للملل خلال العطلات المدرسية الطويلة. إليك أفكاراً تُسعد الجميع حتى يعتدل الطقس.

## مدن الملاهي ومراكز اللعب

تضم عدة مراكز تجارية كبيرة مدن ملاهٍ داخلية فيها قطارات أفعوانية وسيارات تصادم وجدران للتسلق ومناطق لعب لينة للأطفال الصغار. كما تحظى حدائق القفز ومسارات النينجا وحلبات التزلج الداخلية بإقبال كبير من الأطفال الأكبر سناً الذين يحتاجون إلى تفريغ طاقتهم. وتبيع أماكن كثيرة تذاكر يومية أو باقات عائلية، وغالباً ما تكون الأسعار أقل في صباحات أيام الأسبوع. وتذكّر أن تحمل معك جوارب، فمعظم مناطق القفز واللعب اللين تشترط ارتداءها.

## متاحف ممتعة وتفاعلية

متاحف الدوحة ليست للتأمل الهادئ فحسب. فعدد منها يقدم قاعات تفاعلية، ومسارات استكشاف للعائلات، وبرامج للعطلات مصممة خصيصاً للأطفال. فالمتحف الوطني يروي قصة قطر عبر الأفلام والأصوات والقاعات الغامرة، بينما ينظم متحف الفن الإسلامي ورشاً فنية وجلسات لرواية القصص خلال العطلات. وهناك أيضاً متحف مخصص للأطفال يضم مناطق للتعلم باللعب تشجع الفضول والإبداع والعمل الجماعي.

## ورش ودورات إبداعية

الصيف وقت رائع ليجرب الأطفال شيئاً جديداً. فابحث عن:

- ورش الفخار والرسم والخط العربي في المراكز الثقافية والاستوديوهات الفنية.
- دروس الطبخ للأطفال، حيث يتعلمون خَبز الخبز أو إعداد حلويات قطرية بسيطة.
- معسكرات الروبوتات والبرمجة والعلوم في المدارس ومراكز التعلم.
- دروس السباحة والأكاديميات الرياضية الداخلية لكرة القدم والجمباز والفنون القتالية.

## السينما والبولينغ والأمسيات العائلية

لأمسية هادئة، تعرض دور السينما في أنحاء الدوحة أحدث الأفلام بالإنجليزية والعربية، مع مقاعد مريحة قابلة للإمالة وعروض عائلية خاصة في الفترات الصباحية. كما تقدم صالات البولينغ وغرف الهروب ومراكز الألعاب منافسة ودية لكل أفراد العائلة. وتستضيف أماكن كثيرة فعاليات خاصة خلال العيد والعطلة الصيفية، لذا راجع جداولها مسبقاً.

## نصائح ليوم خارجي سلس

احجز الأنشطة المطلوبة مسبقاً، خاصة في عطلات نهاية الأسبوع. واحمل سترة خفيفة، لأن التكييف قد يكون بارداً جداً. وخطط لفترات استراحة مع وجبات خفيفة صحية وماء، ونوّع بين الأنشطة المليئة بالحركة والأنشطة الأهدأ. ومع قليل من التخطيط، يمكن أن تتحول أشد أشهر السنة حرارة إلى موسم من الذكريات العائلية السعيدة.`,
    },
    author: { en: 'Sara Mitchell', ar: 'سارة ميتشل' },
    publishedAt: '2024-06-20',
  },
  {
    slug: 'modest-fashion-doha-style-guide',
    category: 'fashion',
    title: {
      en: 'Abayas, Thobes and Modern Modesty: A Doha Style Guide',
      ar: 'العباءات والثياب والاحتشام العصري: دليل الأناقة في الدوحة',
    },
    excerpt: {
      en: 'How local designers are reinventing the abaya, what goes into traditional menswear, and how visitors can dress with style and respect.',
      ar: 'كيف تعيد المصممات المحليات ابتكار العباءة، وما تفاصيل الأزياء الرجالية التقليدية، وكيف يلبس الزوار بأناقة واحترام.',
    },
    body: {
      en: `Fashion in Qatar is a fascinating blend of tradition and modern style. On any evening in a Doha mall you will see elegant abayas with intricate embroidery, crisp white thobes, colourful dresses, designer sneakers and international streetwear, all side by side. Modest fashion has grown into a creative, global industry, and Qatar's designers and boutiques are an important part of that story. Here is a guide to dressing well, whether you are a resident, a visitor or simply curious.

## The abaya, reimagined

The abaya remains at the heart of women's fashion in Qatar, but it is far from uniform. Local designers experiment with fabrics such as crepe, linen and silk, add delicate embroidery on sleeves and hems, and play with cuts, from kimono-style wraps to structured, tailored shapes. Black is still the classic colour, yet beige, navy, olive and soft pastels appear more often, especially for daytime and summer. For weddings and Eid, abayas may be decorated with crystals, lace or metallic thread.

## Traditional menswear

For men, the thobe is worn daily, usually in white during the summer and in darker or heavier fabrics in winter. It is paired with the ghutra, a head cloth, held in place by the black agal. Details matter: the cut of the collar, the quality of the fabric and well-chosen cufflinks, watches and pens all express personal style. On formal occasions, many men add a bisht, a flowing cloak with gold trim.

## Dressing as a visitor or resident

There is no strict dress code for non-Qataris, but modest clothing is appreciated and respectful. Some useful guidelines:

- Choose clothing that covers the shoulders and knees in malls, markets and government buildings.
- Carry a light scarf or cardigan; it is useful for mosque visits and for chilly air-conditioning.
- Opt for breathable fabrics like cotton and linen during the hot months.
- Save swimwear for pools and beaches, and cover up when walking to and from them.

## Where to shop

Doha has everything from international luxury labels to small concept stores showcasing local talent. Souq Waqif is ideal for fabrics, embroidered textiles and tailoring, where skilled tailors can make a custom thobe or abaya in a few days. Design districts and pop-up markets often feature young Qatari designers whose collections blend heritage motifs with contemporary shapes. Supporting them is a wonderful way to discover the creativity that defines fashion in Qatar today.`,
      ar: `الموضة في قطر مزيج آسر من التقاليد والأناقة العصرية. ففي أي أمسية داخل أحد مراكز التسوق في الدوحة سترى العباءات الأنيقة بتطريزاتها الدقيقة، والثياب البيضاء الناصعة، والفساتين الملونة، والأحذية الرياضية الفاخرة، وأزياء الشارع العالمية، جنباً إلى جنب. وقد تحولت الأزياء المحتشمة إلى صناعة إبداعية عالمية، ويشكل المصممون والمتاجر في قطر جزءاً مهماً من هذه القصة. إليك دليلاً إلى الأناقة، سواء كنت مقيماً أو زائراً أو مجرد فضولي.

## العباءة بروح جديدة

لا تزال العباءة في قلب الأزياء النسائية في قطر، لكنها أبعد ما تكون عن النمط الواحد. فالمصممات المحليات يجربن أقمشة مثل الكريب والكتان والحرير، ويضفن تطريزات رقيقة على الأكمام والأطراف، ويتلاعبن بالقصات، من اللفات المستوحاة من الكيمونو إلى التصاميم المفصلة ذات البنية الواضحة. ولا يزال الأسود هو اللون الكلاسيكي، غير أن البيج والكحلي والزيتوني والألوان الهادئة الفاتحة تظهر أكثر فأكثر، خاصة في النهار وفي فصل الصيف. أما في الأعراس والأعياد، فقد تُزيَّن العباءات بالكريستال أو الدانتيل أو الخيوط المعدنية اللامعة.

## الأزياء الرجالية التقليدية

يرتدي الرجال الثوب يومياً، وعادة ما يكون أبيض في الصيف، وبألوان أغمق أو أقمشة أثقل في الشتاء. ويُلبس معه الغترة، وهي غطاء الرأس، ويثبتها العقال الأسود. والتفاصيل هنا مهمة: فقصة الياقة وجودة القماش وحسن اختيار أزرار الأكمام والساعات والأقلام كلها تعبر عن الذوق الشخصي. وفي المناسبات الرسمية يضيف كثير من الرجال البشت، وهو عباءة رجالية فضفاضة مطرزة الأطراف بخيوط الذهب.

## اللباس المناسب للزوار والمقيمين

لا توجد قواعد لباس صارمة لغير القطريين، لكن الملابس المحتشمة محل تقدير وتعبّر عن الاحترام. وهذه بعض الإرشادات المفيدة:

- اختر ملابس تغطي الكتفين والركبتين في المراكز التجارية والأسواق والمباني الحكومية.
- احمل وشاحاً خفيفاً أو سترة رقيقة، فهي مفيدة عند زيارة المساجد وفي أجواء التكييف الباردة.
- فضّل الأقمشة التي تسمح بمرور الهواء مثل القطن والكتان خلال الأشهر الحارة.
- خصص ملابس السباحة للمسابح والشواطئ، واستر جسدك عند التنقل منها وإليها.

## أين تتسوق

في الدوحة كل شيء، من العلامات العالمية الفاخرة إلى المتاجر الصغيرة المبتكرة التي تعرض المواهب المحلية. ويعد سوق واقف مثالياً لشراء الأقمشة والمنسوجات المطرزة والتفصيل، إذ يستطيع الخياطون المهرة تفصيل ثوب أو عباءة حسب الطلب في بضعة أيام. كما تعرض أحياء التصميم والأسواق المؤقتة في الغالب أعمال مصممين قطريين شباب، تمزج مجموعاتهم بين الزخارف التراثية والقصات المعاصرة. ودعمهم طريقة رائعة لاكتشاف الإبداع الذي يميز الموضة في قطر اليوم.`,
    },
    author: { en: 'Noor Al-Sulaiti', ar: 'نور السليطي' },
    publishedAt: '2026-04-14',
  },
  {
    slug: 'cycling-the-doha-corniche',
    category: 'sports',
    title: {
      en: 'Cycling the Corniche: Routes, Timing and Gear for Riding in Doha',
      ar: 'الدراجات على الكورنيش: المسارات والتوقيت والمعدات لركوب الدراجات في الدوحة',
    },
    excerpt: {
      en: 'The best times and routes to ride, what to bring in the heat and how to join Doha’s friendly cycling community.',
      ar: 'أفضل الأوقات والمسارات لركوب الدراجات، وما تحمله معك في الحر، وكيف تنضم إلى مجتمع الدراجين الودود في الدوحة.',
    },
    body: {
      en: `The Doha Corniche is one of the most beautiful routes in the Gulf for cycling. The seven-kilometre crescent curves around Doha Bay from the Museum of Islamic Art to the towers of West Bay, with palm trees, dhows bobbing in the water and a skyline that glows at sunset. In recent years new cycling paths have been added across the city, and on cool mornings you will see everyone from serious riders to families with young children enjoying the ride.

## When to ride

Timing is the key to cycling in Qatar. From November to March, early mornings and late afternoons are perfect, with mild temperatures and a gentle breeze off the sea. In the hotter months, ride only at dawn or after sunset, and cut your distance short if you feel unwell. Friday and Saturday mornings are the most popular times, so expect company; weekday evenings are quieter.

## Routes worth trying

- The Corniche loop: a flat, scenic ride along the waterfront, ideal for beginners and families.
- Lusail and the marina: wide paths, modern architecture and sea views further north.
- Aspire Park: shaded routes around the park and the sports zone, popular with runners and cyclists alike.
- The Olympic cycle track: a long dedicated path that connects several districts, perfect for longer training rides.
- Desert and rural roads: experienced riders sometimes head out of the city at dawn in groups, with support cars for safety.

## Bikes and equipment

If you do not own a bike, rental stations and shops around the Corniche, The Pearl and Lusail offer city bikes and sometimes road bikes by the hour. For regular riding, a helmet is essential, along with lights for early mornings and evenings, a bell and gloves. Carry at least two bottles of water, even for short rides, and consider an electrolyte drink in warmer weather. Sunglasses and sunscreen protect you from the strong light reflecting off the sea.

## Join the community

Doha has a friendly cycling scene, with clubs organising group rides for every level, from relaxed social rides ending with breakfast to fast training sessions before sunrise. Joining a group is the best way to learn safe routes, improve your skills and meet new people. Follow the rules of the path, signal before turning, keep to the right and give way to pedestrians. With the sea on one side and the city on the other, the Corniche reminds you why so many people have fallen in love with riding in Doha.`,
      ar: `يعد كورنيش الدوحة من أجمل مسارات ركوب الدراجات في منطقة الخليج. فهذا الهلال الممتد لسبعة كيلومترات يلتف حول خليج الدوحة من متحف الفن الإسلامي إلى أبراج الخليج الغربي، تحفّه أشجار النخيل، وتتمايل أمامه السفن الخشبية على الماء، وتتلألأ خلفه ناطحات السحاب عند الغروب. وفي السنوات الأخيرة أُضيفت مسارات جديدة للدراجات في أنحاء المدينة، وفي الصباحات المعتدلة سترى الجميع يستمتعون بالركوب، من الدراجين المتمرسين إلى العائلات مع أطفالها الصغار.

## متى تركب دراجتك

التوقيت هو مفتاح ركوب الدراجات في قطر. فمن نوفمبر إلى مارس يكون الصباح الباكر وآخر العصر مثاليين، بدرجات حرارة معتدلة ونسيم لطيف قادم من البحر. أما في الأشهر الحارة فاركب عند الفجر أو بعد الغروب فقط، وقصّر المسافة إن شعرت بأي توعك. وتعد صباحات الجمعة والسبت أكثر الأوقات ازدحاماً، فتوقع أن يكون معك كثيرون، بينما تكون أمسيات أيام الأسبوع أهدأ.

## مسارات تستحق التجربة

- حلقة الكورنيش: مسار مستوٍ وخلاب على امتداد الواجهة البحرية، مثالي للمبتدئين والعائلات.
- لوسيل والمرسى: ممرات واسعة وعمارة حديثة وإطلالات بحرية في الشمال.
- حديقة أسباير: مسارات مظللة حول الحديقة والمنطقة الرياضية، يقصدها العداؤون والدراجون على حد سواء.
- المسار الأولمبي للدراجات: مسار طويل مخصص يربط عدة أحياء، وهو مثالي للتدريبات الطويلة.
- الطرق الصحراوية والريفية: يخرج الدراجون المتمرسون أحياناً من المدينة عند الفجر في مجموعات، ترافقهم سيارات دعم حفاظاً على السلامة.

## الدراجات والمعدات

إن لم تكن تملك دراجة، فإن محطات التأجير والمتاجر حول الكورنيش واللؤلؤة ولوسيل توفر دراجات للمدينة، وأحياناً دراجات طرق، بالساعة. أما إن كنت تركب بانتظام، فالخوذة ضرورية، ومعها أضواء للصباح الباكر والمساء، وجرس، وقفازات. واحمل قارورتي ماء على الأقل حتى في الجولات القصيرة، وفكّر في مشروب غني بالأملاح في الطقس الأدفأ. وتحميك النظارة الشمسية وواقي الشمس من الضوء القوي المنعكس عن سطح البحر.

## انضم إلى المجتمع

تضم الدوحة مجتمعاً ودوداً لركوب الدراجات، مع أندية تنظم جولات جماعية لكل المستويات، من الجولات الاجتماعية الهادئة التي تنتهي بالفطور، إلى الحصص التدريبية السريعة قبل شروق الشمس. والانضمام إلى مجموعة هو أفضل طريقة لتتعرف على المسارات الآمنة، وتطور مهاراتك، وتكوّن صداقات جديدة. والتزم بقواعد المسار، وأشر قبل الانعطاف، والزم الجهة اليمنى، وأفسح الطريق للمشاة. فمع البحر على جانب والمدينة على الجانب الآخر، يذكّرك الكورنيش لماذا وقع كثيرون في حب ركوب الدراجات في الدوحة.`,
    },
    author: { en: 'Youssef Benali', ar: 'يوسف بن علي' },
    publishedAt: '2024-03-02',
  },
  {
    slug: 'football-fever-watching-matches-in-doha',
    category: 'sports',
    title: {
      en: 'Football Fever: Where and How to Watch the Game in Doha',
      ar: 'حمى كرة القدم: أين وكيف تشاهد المباريات في الدوحة',
    },
    excerpt: {
      en: 'Stadium days, fan zones, cafés with big screens and the majlis on match night: enjoying football the way Qatar does.',
      ar: 'أيام الملاعب ومناطق المشجعين والمقاهي ذات الشاشات الكبيرة والمجلس في ليلة المباراة: استمتع بكرة القدم على الطريقة القطرية.',
    },
    body: {
      en: `Football is more than a sport in Qatar; it is a shared language. The country hosted the first World Cup in the Arab world in 2022, and the stadiums, fan zones and passion from that tournament have left a lasting legacy. Whether it is a local league derby, a continental club final or a big international tournament, watching a match in Doha is a social event full of noise, flags and friendly rivalry. Here is how to enjoy the beautiful game like a local.

## Going to the stadium

Qatar's stadiums are among the most modern in the world, with cooling technology, excellent views from every seat and easy access by metro. Tickets for local league matches are very affordable and often available online or at the gate, making them a great way to introduce children to live football. The atmosphere is family friendly, with drummers, chants and fans of all ages. Arrive early to enjoy the build-up, and check the rules on bags and banners before you go.

## Cafés, majlis and fan zones

Not every match needs a ticket. During major tournaments, large fan zones with giant screens, food stalls and live entertainment open across the city, often free to enter. Many cafés and restaurants show games on big screens, and some set up outdoor seating so that fans can watch under the stars in the cooler months. For many Qatari families, the best place to watch is the majlis, where relatives and friends gather with coffee, tea, dates and plenty of opinions about the referee.

Tips for match nights:

- Reserve a table in advance for important games; popular cafés fill up hours before kick-off.
- Wear your team's colours, but keep the rivalry good-natured.
- Use the metro on busy nights to avoid traffic and parking problems.
- Bring a light jacket for outdoor screenings in winter.

## Playing the game

Watching is only half the fun. Football pitches are available to rent in sports clubs, schools and community centres across Doha, and many companies have their own five-a-side teams. Amateur leagues welcome players of all levels, and academies offer training for boys and girls from a young age. Even on summer evenings, you will find groups playing on air-conditioned or floodlit pitches.

## A shared passion

Football in Qatar brings together people from dozens of nationalities. A match night can turn strangers into friends and colleagues into rivals for ninety minutes. Join in, cheer loudly and celebrate the goals, because that is what this game is all about.`,
      ar: `كرة القدم في قطر أكثر من مجرد رياضة، إنها لغة مشتركة بين الجميع. فقد استضافت البلاد أول كأس عالم في العالم العربي عام 2022، وخلّفت الملاعب ومناطق المشجعين والحماس الذي رافق تلك البطولة إرثاً باقياً. وسواء كانت المباراة ديربي في الدوري المحلي، أو نهائياً قارياً للأندية، أو بطولة دولية كبرى، فإن مشاهدة مباراة في الدوحة حدث اجتماعي مليء بالهتاف والأعلام والمنافسة الودية. إليك كيف تستمتع باللعبة الجميلة على الطريقة المحلية.

## الذهاب إلى الملعب

تعد ملاعب قطر من بين الأحدث في العالم، بتقنيات التبريد، والرؤية الممتازة من كل مقعد، وسهولة الوصول إليها بالمترو. وتذاكر مباريات الدوري المحلي زهيدة الثمن، وتتوفر غالباً عبر الإنترنت أو عند البوابة، مما يجعلها فرصة رائعة لتعريف الأطفال بأجواء كرة القدم الحية. والأجواء عائلية، مع قارعي الطبول والأهازيج ومشجعين من كل الأعمار. احضر مبكراً لتستمتع بالأجواء التي تسبق المباراة، وراجع قواعد إدخال الحقائب واللافتات قبل ذهابك.

## المقاهي والمجالس ومناطق المشجعين

لا تحتاج كل مباراة إلى تذكرة. ففي البطولات الكبرى تُفتتح في أنحاء المدينة مناطق واسعة للمشجعين، فيها شاشات عملاقة وأكشاك للطعام وفقرات ترفيهية حية، وكثيراً ما يكون الدخول إليها مجانياً. وتعرض مقاهٍ ومطاعم كثيرة المباريات على شاشات كبيرة، ويجهز بعضها جلسات خارجية ليتابع المشجعون المباريات تحت النجوم في الأشهر المعتدلة. أما بالنسبة لكثير من العائلات القطرية، فأفضل مكان للمشاهدة هو المجلس، حيث يجتمع الأقارب والأصدقاء حول القهوة والشاي والتمر، مع الكثير من الآراء حول قرارات الحكم.

نصائح لليالي المباريات:

- احجز طاولة مسبقاً في المباريات المهمة، فالمقاهي الشهيرة تمتلئ قبل صافرة البداية بساعات.
- ارتدِ ألوان فريقك، لكن اجعل المنافسة ودية دائماً.
- استخدم المترو في الليالي المزدحمة لتتجنب الزحام ومشكلات المواقف.
- احمل سترة خفيفة لعروض المباريات في الهواء الطلق خلال الشتاء.

## ممارسة اللعبة

المشاهدة ليست سوى نصف المتعة. فملاعب كرة القدم متاحة للإيجار في الأندية الرياضية والمدارس والمراكز المجتمعية في أنحاء الدوحة، ولكثير من الشركات فرقها الخاصة في كرة القدم الخماسية. وترحب دوريات الهواة باللاعبين من كل المستويات، وتقدم الأكاديميات تدريبات للبنين والبنات منذ سن مبكرة. وحتى في أمسيات الصيف، ستجد مجموعات تلعب في ملاعب مكيفة أو مضاءة بالكشافات.

## شغف مشترك

تجمع كرة القدم في قطر أناساً من عشرات الجنسيات. فليلة مباراة واحدة قد تحوّل الغرباء إلى أصدقاء، والزملاء إلى منافسين لمدة تسعين دقيقة. شارك في الأجواء، وشجّع بصوت عالٍ، واحتفل بالأهداف، فهذا هو جوهر هذه اللعبة.`,
    },
    author: { en: 'Mariam Al-Kuwari', ar: 'مريم الكواري' },
    publishedAt: '2026-06-11',
  },
  {
    slug: 'gaming-cafes-and-esports-in-doha',
    category: 'gaming',
    title: {
      en: "Level Up: Inside Doha's Gaming Cafés and Esports Scene",
      ar: 'ارفع مستواك: جولة في مقاهي الألعاب ومشهد الرياضات الإلكترونية في الدوحة',
    },
    excerpt: {
      en: 'High-end PCs, private rooms and weekly tournaments: what to expect at a Doha gaming café, plus advice for parents and players.',
      ar: 'حواسيب عالية الأداء وغرف خاصة وبطولات أسبوعية: ما الذي تتوقعه في مقاهي الألعاب بالدوحة، مع نصائح للآباء واللاعبين.',
    },
    body: {
      en: `Gaming has become one of the most popular pastimes among young people in Qatar, and the city's gaming cafés have grown from small rooms with a few consoles into polished venues with high-end PCs, comfortable chairs, private rooms and tournaments every week. For many players, they are the modern version of the neighbourhood majlis: a place to meet friends, compete, laugh and share snacks late into the evening, especially during the long summer holidays.

## What to expect inside

A typical gaming café in Doha offers rows of powerful computers with fast internet, the latest consoles connected to large screens, and sometimes virtual reality stations and racing simulators. Players usually pay by the hour, with discounted packages for longer sessions, weekday mornings or members. Private rooms for groups are ideal for birthday parties or a night with friends, and many venues serve drinks, snacks and even full meals so that nobody needs to leave mid-match.

## Esports and tournaments

Competitive gaming is growing fast in the region. Gaming cafés host weekly tournaments in football games, fighting games, battle royales and team shooters, with prizes ranging from free hours to gaming gear. Larger events in Doha attract regional teams and livestream audiences, and universities and schools have started their own esports clubs. For talented players, these events are a first step toward a competitive career, while for others they are simply a fun way to test their skills.

## Tips for parents

Gaming cafés can be a safe and social environment, but it helps to know what to look for:

- Choose venues with clear age policies and staff who pay attention to game age ratings.
- Agree on time limits in advance, and encourage regular breaks to rest the eyes and stretch.
- Check that the café is clean, well ventilated and has a family-friendly atmosphere.
- Talk with your children about online safety, including not sharing personal information.

## Balance is the winning strategy

Like any hobby, gaming is best enjoyed in balance. Many players combine gaming with sport, study and family time, and some gaming cafés even organise outdoor football matches or charity events for their communities. When played with friends, in moderation and in a welcoming space, gaming can build teamwork, quick thinking and lasting friendships. Whether you are a casual player or an aspiring professional, Doha's gaming scene has a seat waiting for you.`,
      ar: `أصبحت الألعاب الإلكترونية من أكثر الهوايات شعبية بين الشباب في قطر، وتحولت مقاهي الألعاب في المدينة من غرف صغيرة فيها بضعة أجهزة إلى أماكن أنيقة مجهزة بحواسيب عالية الأداء، وكراسٍ مريحة، وغرف خاصة، وبطولات أسبوعية. وبالنسبة لكثير من اللاعبين، هي النسخة العصرية من مجلس الحي: مكان للقاء الأصدقاء والتنافس والضحك وتقاسم الوجبات الخفيفة حتى ساعة متأخرة من المساء، خاصة خلال العطلة الصيفية الطويلة.

## ماذا ستجد في الداخل

يوفر مقهى الألعاب المعتاد في الدوحة صفوفاً من الحواسيب القوية المتصلة بإنترنت سريع، وأحدث أجهزة الألعاب موصولة بشاشات كبيرة، وأحياناً محطات للواقع الافتراضي ومحاكيات للسباقات. ويدفع اللاعبون عادة بالساعة، مع باقات مخفضة للجلسات الطويلة أو لصباحات أيام الأسبوع أو للأعضاء المشتركين. والغرف الخاصة للمجموعات مثالية لحفلات أعياد الميلاد أو لسهرة مع الأصدقاء، وتقدم أماكن كثيرة المشروبات والوجبات الخفيفة وحتى الوجبات الكاملة، حتى لا يضطر أحد إلى المغادرة في منتصف المباراة.

## الرياضات الإلكترونية والبطولات

تنمو الألعاب التنافسية بسرعة في المنطقة. فمقاهي الألعاب تستضيف بطولات أسبوعية في ألعاب كرة القدم وألعاب القتال وألعاب المعارك الجماعية وألعاب التصويب الجماعية، بجوائز تتراوح بين ساعات لعب مجانية ومعدات ألعاب. وتجذب الفعاليات الأكبر في الدوحة فرقاً من أنحاء المنطقة وجماهير تتابع البث المباشر، كما بدأت الجامعات والمدارس في تأسيس أنديتها الخاصة للرياضات الإلكترونية. وبالنسبة للاعبين الموهوبين، تمثل هذه الفعاليات خطوة أولى نحو مسيرة احترافية، بينما هي للآخرين مجرد طريقة ممتعة لاختبار مهاراتهم.

## نصائح للآباء والأمهات

يمكن أن تكون مقاهي الألعاب بيئة آمنة واجتماعية، لكن من المفيد أن تعرف ما الذي تبحث عنه:

- اختر الأماكن التي لديها سياسات واضحة بشأن الأعمار، وموظفون ينتبهون إلى التصنيفات العمرية للألعاب.
- اتفقوا مسبقاً على حدود زمنية للعب، وشجّع على أخذ استراحات منتظمة لإراحة العينين وتمديد الجسم.
- تأكد من أن المقهى نظيف وجيد التهوية وأجواؤه مناسبة للعائلات.
- تحدث مع أطفالك عن الأمان على الإنترنت، بما في ذلك عدم مشاركة المعلومات الشخصية.

## التوازن هو الاستراتيجية الرابحة

مثل أي هواية، يكون الاستمتاع بالألعاب الإلكترونية في أفضل حالاته حين يكون متوازناً. فكثير من اللاعبين يجمعون بين الألعاب والرياضة والدراسة والوقت العائلي، بل إن بعض مقاهي الألعاب تنظم مباريات كرة قدم في الهواء الطلق أو فعاليات خيرية لمجتمعاتها. وحين تُمارس الألعاب مع الأصدقاء، وباعتدال، وفي مكان مرحّب، فإنها قد تبني روح الفريق وسرعة التفكير وصداقات تدوم. وسواء كنت لاعباً عادياً أو محترفاً طموحاً، فإن مشهد الألعاب في الدوحة ينتظرك بمقعد شاغر.`,
    },
    author: { en: 'Lina Qassem', ar: 'لينا قاسم' },
    publishedAt: '2025-07-24',
  },
  {
    slug: 'qatari-sweets-luqaimat-balaleet',
    category: 'food',
    title: {
      en: 'Luqaimat, Balaleet and Beyond: A Guide to Qatari Sweets',
      ar: 'اللقيمات والبلاليط وما بعدها: دليل إلى الحلويات القطرية',
    },
    excerpt: {
      en: 'Dates, saffron, cardamom and rose water come together in the sweets served at every Qatari celebration. Here is what to taste first.',
      ar: 'يجتمع التمر والزعفران والهيل وماء الورد في حلويات تُقدَّم في كل مناسبة قطرية. إليك ما ينبغي أن تتذوقه أولاً.',
    },
    body: {
      en: `Qatari desserts are rooted in a simple pantry: dates, flour, sugar, saffron, cardamom, rose water and ghee. From these humble ingredients cooks have created sweets that appear at every celebration, from Ramadan evenings to Eid mornings and wedding receptions. If you have a sweet tooth, exploring them is one of the most delicious ways to get to know the country.

## Luqaimat

Luqaimat are small balls of yeasted dough fried until golden and crisp on the outside and soft inside. They are drizzled with date syrup, or with a sugar syrup flavoured with saffron and cardamom, and sprinkled with sesame seeds. During Ramadan you will find them at almost every iftar table, and in the cooler months street vendors at Souq Waqif and Katara fry them fresh in front of you. Eat them hot, because they lose their crunch quickly.

## Balaleet

Balaleet is a surprising combination that quickly wins people over. Thin vermicelli noodles are cooked with sugar, saffron, cardamom and rose water, then topped with a thin omelette. The result is sweet and savoury at the same time, and it is a traditional breakfast on Eid mornings and weekends. Some families add pistachios or raisins; others prefer it plain, with a cup of karak on the side.

## Other sweets to look for

- Khabeesa, a fragrant mixture of toasted flour, sugar, ghee and spices, often served with Arabic coffee.
- Aseeda, a smooth pudding of flour or pumpkin, cooked with ghee and sugar and flavoured with saffron.
- Saqo, a sweet pudding made with sago pearls, saffron and cardamom.
- Ma'amoul and date cookies, popular at Eid and often given in decorated boxes.
- Halwa, a glossy, jelly-like sweet flavoured with rose water, saffron and nuts, sold by weight in traditional shops.

## Where to try and buy

Traditional cafés in Souq Waqif, heritage restaurants in Katara and family-run bakeries in Al Wakrah and Al Rayyan are all good places to taste these desserts. Many dessert shops now offer modern twists, such as luqaimat filled with chocolate, balaleet served in small jars or saffron ice cream. For gifts, look for beautifully packaged boxes of dates stuffed with nuts or halwa in ceramic pots, which make an elegant present for hosts during Eid or Ramadan visits. Do not forget to ask how to store them, because some traditional sweets stay fresh for several days while others are best enjoyed on the same day.`,
      ar: `تقوم الحلويات القطرية على مخزن بسيط من المكونات: التمر والدقيق والسكر والزعفران والهيل وماء الورد والسمن. ومن هذه المواد المتواضعة ابتكرت ربات البيوت والطهاة حلويات تحضر في كل مناسبة، من أمسيات رمضان إلى صباحات العيد وحفلات الأعراس. فإن كنت من محبي الحلوى، فإن اكتشاف هذه الأطباق من ألذ الطرق للتعرف على البلاد وأهلها.

## اللقيمات

اللقيمات كرات صغيرة من العجين المخمر تُقلى حتى تصبح ذهبية مقرمشة من الخارج وطرية من الداخل. ويُسكب عليها دبس التمر، أو شيرة السكر المنكهة بالزعفران والهيل، ثم يُرش عليها السمسم. وفي شهر رمضان تجدها على كل مائدة إفطار تقريباً، وفي الأشهر المعتدلة يقليها الباعة أمامك طازجة في سوق واقف وكتارا. كُلها ساخنة، لأنها تفقد قرمشتها سريعاً.

## البلاليط

البلاليط مزيج مدهش سرعان ما يكسب محبيه. إذ تُطهى الشعيرية الرفيعة مع السكر والزعفران والهيل وماء الورد، ثم توضع فوقها عجة رقيقة من البيض. والنتيجة طبق حلو ومالح في آن واحد، وهو فطور تقليدي في صباح العيد وفي عطلات نهاية الأسبوع. وتضيف بعض العائلات الفستق أو الزبيب، بينما يفضله آخرون بسيطاً مع كوب من الكرك إلى جانبه.

## حلويات أخرى تستحق البحث عنها

- الخبيصة، وهي خليط عطري من الدقيق المحمص والسكر والسمن والتوابل، وتُقدَّم غالباً مع القهوة العربية.
- العصيدة، وهي حلوى ناعمة من الدقيق أو القرع، تُطهى بالسمن والسكر وتُنكَّه بالزعفران.
- الساقو، وهو مهلبية حلوة تُحضّر من حبيبات الساغو مع الزعفران والهيل.
- المعمول وكعك التمر، وهما من حلويات العيد المحببة، وغالباً ما يُهديان في علب مزخرفة.
- الحلوى التقليدية اللامعة ذات القوام الهلامي، المنكهة بماء الورد والزعفران والمكسرات، وتُباع بالوزن في المحلات القديمة.

## أين تتذوقها وتشتريها

تعد المقاهي التقليدية في سوق واقف، والمطاعم التراثية في كتارا، والمخابز العائلية في الوكرة والريان، من أفضل الأماكن لتذوق هذه الحلويات. وتقدم محلات كثيرة اليوم لمسات عصرية عليها، مثل اللقيمات المحشوة بالشوكولاتة، والبلاليط المقدمة في برطمانات صغيرة، والبوظة بنكهة الزعفران. أما للهدايا، فابحث عن علب أنيقة من التمور المحشوة بالمكسرات، أو الحلوى في أوانٍ خزفية، فهي هدية راقية للمضيفين في زيارات العيد أو رمضان. ولا تنسَ أن تسأل البائع عن طريقة حفظها، فبعض الحلويات التقليدية تبقى طازجة لعدة أيام، بينما يُفضَّل تناول بعضها الآخر في اليوم نفسه.`,
    },
    author: { en: 'Priya Nair', ar: 'بريا ناير' },
    publishedAt: '2025-08-19',
  },
];
