// English content banks per niche: the sentences the offline copywriter turns into posts.
import type { NicheId } from '@postcraft/contracts';

import type { NicheBank } from './niche-bank.js';

export const NICHE_BANKS_EN: Readonly<Record<NicheId, NicheBank>> = {
  personal: {
    subjects: [
      'morning routines',
      'weekend plans',
      'personal goals',
      'reading lists',
      'home organization',
      'small daily wins',
    ],
    tips: [
      "Write tomorrow's three priorities before bed; it takes two minutes and the morning starts " +
        'faster.',
      'Try the 2-minute rule: if a task takes less than two minutes, do it now instead of adding ' +
        'it to a list.',
      'Keep your phone out of the bedroom for one week and notice how much faster you fall asleep.',
      'Read 10 pages a day: that is roughly 12 books a year, without it ever feeling like a big ' +
        'effort.',
      'Put one screen-free hour in your Sunday calendar, exactly like a real appointment.',
    ],
    behindTheScenes: [
      'This photo took 14 tries, one spilled coffee and a very patient friend holding the lamp.',
      'Before every post I write three drafts in my notes app and delete two of them.',
      'My desk only looks this tidy because everything else is pushed just out of frame.',
      'Every Sunday evening I take 30 minutes to plan the week with a pen and a paper diary.',
      'Most of what I share here is written on the train between 7:40 and 8:10.',
    ],
    questions: [
      'What is one small habit that changed your year?',
      'Are you a morning person, or do you do your best thinking after 10 pm?',
      'Which book would you reread if you could only keep one?',
      'How do you switch off after a long day: a walk, music or a series?',
      'What has been sitting on your to-do list for more than a month?',
    ],
    stories: [
      'Last year I started walking 20 minutes after lunch. Twelve months later, it is the part ' +
        'of the day I protect the most.',
      'I tried waking up at 5 am for a month. I lasted nine days and learned that 6:30 works ' +
        'just fine for me.',
      'My grandmother kept a notebook of every recipe she cooked. I found it last week and baked ' +
        'her apple cake.',
      'I said no to two projects this month, and for the first time in years my weekends felt ' +
        'like weekends.',
      'On Saturday I cleared out one drawer. By Sunday evening the whole kitchen was done.',
    ],
    offers: [
      'New series starting Monday: one week of simple morning routines, one post a day.',
      "This Friday I'm sharing my full reading list for the year: 24 books, with a short note on " +
        'each.',
      "Next week I'll answer the questions you sent me about how I plan my week.",
      'From this month on, a short recap every first Sunday: the wins, the misses and the lessons.',
      'My 30-day decluttering challenge starts on the 1st, with one small task a day.',
    ],
    seasonal: [
      'September feels like a second January: a good moment to reset one habit.',
      'The first warm evening of spring is the best excuse for a walk after dinner.',
      'December gets busy, so I keep one evening a week with no plans at all.',
      'My summer rule: one day a week without an alarm clock.',
      'January goals work better when they fit on a single sticky note.',
      'October evenings get darker earlier, so I moved my walk to lunchtime.',
    ],
    hashtags: [
      'MorningRoutine',
      'SelfCare',
      'PersonalGrowth',
      'DailyLife',
      'Mindfulness',
      'BookLover',
      'SlowLiving',
    ],
  },
  business: {
    subjects: [
      'customer service',
      'small business growth',
      'team culture',
      'pricing strategy',
      'local partnerships',
      'client feedback',
    ],
    tips: [
      'Reply to every customer review within 48 hours, including the negative ones: people read ' +
        'your replies as much as the reviews.',
      'Send the invoice the day the job is done, with a 14-day payment term. Late invoices get ' +
        'paid late.',
      'List the five questions customers ask most and answer them on your website; it saves ' +
        'hours of e-mails every month.',
      'Review your prices once a year. If no customer ever says you are too expensive, you are ' +
        'probably too cheap.',
      'Block 30 minutes every Friday to check your cash flow for the next 8 weeks.',
      'Ask your three best clients one question: what almost stopped you from choosing our ' +
        '{keyword}?',
    ],
    behindTheScenes: [
      "Every Monday at 9, the {brand} team spends 15 minutes on last week's customer feedback " +
        'before anything else.',
      'Before a proposal leaves the office, two people read it: one checks the numbers, the ' +
        'other the tone.',
      'Our task board has three columns: this week, waiting on someone, and done. Done gets ' +
        'cleared every Friday.',
      'Behind each order confirmation there is a 12-step checklist we wrote after our first busy ' +
        'season.',
      'At {brand}, new team members spend their first day answering customer e-mails next to a ' +
        'colleague.',
    ],
    questions: [
      'What is the one tool your business could not run without?',
      'Do you price by the hour or by the project, and why?',
      'What was the best advice you got in your first year of business?',
      'How do you handle a client who keeps asking for changes after sign-off?',
      'When you choose a supplier, what matters most: price, speed or reliability?',
    ],
    stories: [
      'Our first client found us through a handwritten flyer in a café. Five years later, they ' +
        'still work with us.',
      'We once lost a big contract because of a late reply. Since then, every e-mail gets an ' +
        'answer within one working day.',
      '{brand} started with two people and a kitchen table. Today the team is eight, and the ' +
        'table is in the meeting room.',
      'Last month a customer sent us a handwritten thank-you card. It is now pinned above the ' +
        'coffee machine.',
      'We tried opening on Saturdays for three months, and the feedback was so good that the new ' +
        'hours are here to stay.',
    ],
    offers: [
      'This month, new clients get a free 20-minute consultation and a clear quote for their ' +
        'project.',
      'New: {brand} now offers monthly plans, with one fixed price and no setup fee.',
      'Refer a client and get 10% off your next invoice, with no limit on referrals.',
      'Our opening hours change next week: Monday to Friday, 8 am to 6 pm.',
      'We are hiring: one full-time position in our customer team, starting next month.',
    ],
    seasonal: [
      'January is when clients plan their year, so we keep our calendar open for kickoff calls.',
      'The summer slowdown is the best time to fix your processes before the autumn rush.',
      'Before the quarter ends, we go through every open invoice and every unfinished project.',
      "November is budget season: next year's plan is easier with this year's numbers fresh in " +
        'mind.',
      'December tip for small teams: agree on holiday cover now, not on the 23rd.',
    ],
    hashtags: [
      'SmallBusiness',
      'Entrepreneur',
      'SmallBusinessOwner',
      'ShopLocal',
      'BusinessTips',
      'CustomerService',
      'Leadership',
    ],
  },
  creator: {
    subjects: [
      'video editing',
      'content planning',
      'filming setup',
      'audience growth',
      'thumbnail design',
      'brand collaborations',
    ],
    tips: [
      'Batch your filming: four short videos in one two-hour session beats one video a day for ' +
        'four days.',
      'Put the hook in the first 2 seconds: show the result first, then how you got there.',
      'Film facing a window between 10 am and 4 pm; daylight beats most cheap ring lights.',
      'Add captions to every video, because many people watch with the sound off.',
      'Keep a running list of ideas on your phone and review it every Sunday, so you never start ' +
        'from a blank page.',
      'Cut one long video into five short clips, each with its own hook in the first line.',
    ],
    behindTheScenes: [
      'This 30-second clip took three hours: one to film, two to cut it down.',
      'My whole setup is a phone, a small tripod and a lamp borrowed from the living room.',
      'Before a video goes out, I watch it once with the sound off to check the captions.',
      'Every script starts as a voice note recorded during my morning walk.',
      'For each video you see, there are two drafts that never leave my hard drive.',
    ],
    questions: [
      'Do you prefer videos under 60 seconds, or long ones you can watch with a coffee?',
      'What should I film next: a full editing day or my planning system?',
      'Which part of my process do you want to see more of?',
      'What makes you stop scrolling first: the image, the text or the sound?',
      'How often do you post, and has that changed this year?',
    ],
    stories: [
      'My first video had 12 views, and 10 of them were me checking that it worked.',
      'I almost deleted the video that ended up being my most watched of the year.',
      'Last week I filmed the same intro 23 times. The one I kept was the very first take.',
      'When I started, one thumbnail took me a whole weekend. Now I make three versions in 20 ' +
        'minutes and pick one.',
      'A viewer recognised me at the supermarket last month, while I was holding six packs of ' +
        'instant noodles.',
    ],
    offers: [
      'New video every Tuesday at 6 pm, starting this week.',
      "I'm opening two spots for brand collaborations next month, only for products I actually " +
        'use.',
      'My content planning template is ready: one page, 30 days, and all the prompts I use.',
      'Live Q&A on Thursday at 8 pm: editing, gear and anything else you want to ask.',
      'New series: one month of filming with nothing but my phone, one episode a week.',
    ],
    seasonal: [
      'January is the month to plan a whole quarter of content, before the ideas run out.',
      'In July I film everything before 11 am, while the light is still soft.',
      'September is a good month for how-to videos: everyone is setting up new routines.',
      'October is when creators plan their holiday content, not December.',
      'December is my recap month: the best clips of the year, cut into one video.',
      'Spring light is soft all day: the best season to film outdoors without harsh shadows.',
    ],
    hashtags: [
      'ContentCreator',
      'CreatorTips',
      'VideoEditing',
      'BehindTheScenes',
      'ContentStrategy',
      'YouTuber',
      'CreatorLife',
    ],
  },
  educational: {
    subjects: [
      'study techniques',
      'exam preparation',
      'language learning',
      'note-taking methods',
      'science basics',
      'memory tricks',
    ],
    tips: [
      'Use spaced repetition: review new material after 1 day, 3 days, 7 days and 21 days.',
      'Try the Pomodoro method: 25 minutes of focused work, a 5-minute break, and a longer break ' +
        'after four rounds.',
      'After each chapter, close the book and write down three things you remember; that recall ' +
        'is where learning happens.',
      'Explain the idea to someone who knows nothing about it. Where you get stuck is the part ' +
        'to study again.',
      'Learn 10 new words a day inside full sentences, not as a list.',
      'Start every study session with a 5-minute quiz on the previous one.',
    ],
    behindTheScenes: [
      'Each lesson we share goes through three drafts and one test with a real student before it ' +
        'is posted.',
      'Behind this 60-second explainer: two pages of notes and four sources checked.',
      'At {brand}, every quiz question is tried by a colleague who has not read the lesson.',
      'We draw every diagram by hand first, then redraw it on the tablet.',
      'Before a new course opens, we record each lesson twice and keep the clearer take.',
    ],
    questions: [
      'What is one thing you learned at school that you still use every week?',
      'Flashcards or mind maps: which works better for you?',
      'Which subject did you find hard at first and love later?',
      'How many hours a week do you spend learning something new?',
      'What topic should we explain in under a minute next?',
    ],
    stories: [
      'A student finally understood fractions with a pizza drawn on a napkin. We still use that ' +
        'drawing.',
      'Our first workshop had four people in the room. We ran it anyway, and two of them now ' +
        'help us teach.',
      'We rewrote our most popular lesson after a question from a 12-year-old showed we had ' +
        'skipped a step.',
      '{brand} began as homework help in a library room on Wednesday afternoons.',
      'Last term we stopped grading practice tests, and students started asking more questions.',
    ],
    offers: [
      'New course starting next month: eight weeks, one live session a week, recordings included.',
      'Free practice test this week for anyone preparing for the end-of-year exams.',
      '{brand} now offers small-group sessions, with six students at most per group.',
      'Our {keyword} workshop is back on Saturday morning, from 10 am to noon.',
      'A new worksheet every Monday, free to print for classrooms and families.',
    ],
    seasonal: [
      'September is the best time to set up a study routine, before the first tests arrive.',
      'Spring exams are eight weeks away: a good moment to build a revision calendar.',
      'Summer holidays are long, and 20 minutes of reading a day keeps the skills fresh.',
      'January is a good month to keep what worked in the first term and drop what did not.',
      'Before the winter break, we sum up the whole term on one page of key ideas.',
      'By October the first marks are in: a good moment to change how you revise, not how much.',
    ],
    hashtags: [
      'StudyTips',
      'Education',
      'StudyWithMe',
      'LanguageLearning',
      'TeachersOfInstagram',
      'LifelongLearning',
      'LearnSomethingNew',
    ],
  },
  food: {
    subjects: [
      'sourdough bread',
      'seasonal vegetables',
      'homemade pastries',
      'weekend brunch',
      'specialty coffee',
      'family recipes',
    ],
    tips: [
      'Rest your steak for 5 minutes after cooking, so the juices stay in the meat and not on ' +
        'the plate.',
      'Store bread cut side down on a wooden board; the crust stays crisp for up to two days.',
      'Salt pasta water until it tastes like a mild soup, about 10 g of salt per litre.',
      'Toast whole spices in a dry pan for 60 seconds before using them, and the flavour doubles.',
      'For a fluffier omelette, whisk the eggs for a full minute and cook them over medium-low ' +
        'heat.',
      'Store {keyword} in a cool, dry place away from sunlight, and enjoy within a few days of ' +
        'buying.',
    ],
    behindTheScenes: [
      'Our ovens are on at 5 am so the first loaves are out by 7.',
      'Every morning at {brand} starts with tasting the sauces before the first order comes in.',
      'The dough you eat today was mixed two days ago: 48 hours of slow fermentation in the ' +
        'fridge.',
      'We peel about 20 kg of potatoes by hand every morning for the fries.',
      "Before opening, the team sits down for a 10-minute tasting of the day's special.",
    ],
    questions: [
      'Sweet or savoury breakfast: which team are you on?',
      'Which dish would you want on the menu every single day?',
      'Crusty baguette or soft brioche for your weekend breakfast?',
      'What is the one family recipe you still cook today?',
      'How do you take your coffee: black, with milk, or with a pastry on the side?',
    ],
    stories: [
      'Our first croissants came out as flat as pancakes. It took 40 batches to get the layers ' +
        'right.',
      'One regular has ordered the same sandwich every Tuesday for three years. We start making ' +
        'it when he walks in.',
      '{brand} began with one family recipe and a borrowed oven.',
      'Last Saturday we sold out by 11 am, so tomorrow we are baking a double batch.',
      'The new soup was tested on the team for a whole week before it earned its place on the ' +
        'menu.',
    ],
    offers: [
      'Fresh out of the oven at 7 am: our weekend loaves, while they last.',
      'New on the menu this week: a seasonal soup made with local vegetables.',
      'Pre-orders for Sunday are open until Friday at 6 pm, so your order is ready when you ' +
        'arrive.',
      'Back this weekend: our {keyword}, made fresh every morning.',
      'Weekday lunch deal at {brand}: main course, drink and dessert, Monday to Friday.',
    ],
    seasonal: [
      'Strawberry season is here, and our tarts are filled with berries picked this week.',
      'First cold morning of autumn: time for hot chocolate and a bowl of soup.',
      'In December the ovens run longer, for festive breads and holiday orders.',
      'Summer evenings call for a cold drink on the terrace after 6 pm.',
      'Every October, pumpkin, squash and chestnuts take over our kitchen.',
      'Winter citrus is at its best: our blood orange cake is back until March.',
      "Spring brings the first asparagus and wild garlic, straight into this week's specials.",
    ],
    // The whole niche's (cafés, restaurants, roasters and bakeries alike): a brand's own trade
    // comes from its keywords.
    hashtags: [
      'Foodie',
      'FoodLover',
      'EatLocal',
      'FreshFood',
      'HomeCooking',
      'FoodPhotography',
      'SupportLocal',
    ],
  },
  travel: {
    subjects: [
      'city breaks',
      'hiking trails',
      'road trips',
      'hidden beaches',
      'packing lists',
      'local markets',
    ],
    tips: [
      'Roll your clothes instead of folding them: it saves space and you can see everything at a ' +
        'glance.',
      'Keep a photo of your passport and travel insurance on your phone and in your e-mail.',
      'Book museum tickets online the day before and skip a queue that can take an hour in summer.',
      'Go to popular viewpoints at sunrise: fewer people, softer light and cooler air.',
      'Pack one change of clothes and a toothbrush in your hand luggage, in case your checked ' +
        'bag is late.',
    ],
    behindTheScenes: [
      'For this view we set the alarm at 4:30 and walked 40 minutes in the dark with headlamps.',
      'Before every trip we spend one evening with a paper map, marking the places we want to see.',
      'Each itinerary {brand} shares has been walked by someone on our team first.',
      'What you do not see in this photo: the 80 other people waiting for the same shot.',
      'Every trip starts with a spreadsheet: trains, budget, and one free day with no plans.',
    ],
    questions: [
      'Mountains or sea for your next holiday?',
      'What is the one item you never travel without?',
      'Which city surprised you the most, in a good way?',
      'Do you plan every day of a trip or leave room for surprises?',
      'Where did you eat the best meal of all your travels?',
    ],
    stories: [
      'We missed the last train and spent the night in a tiny village. It became the best day of ' +
        'the trip.',
      'A local fisherman showed us a beach that is on no map. We went back three days in a row.',
      'Our first road trip: 2,000 km, one broken air conditioner and a lot of singing.',
      '{brand} started as a shared notebook of favourite places, passed from friend to friend.',
      'We asked a café owner for directions and left two hours later with a full list of places ' +
        'to visit.',
    ],
    offers: [
      'Our new guide to weekend trips within 3 hours of home is out this Friday.',
      'Early booking for summer trips opens on Monday, with 10% off until the end of the month.',
      '{brand} now runs small-group tours, with no more than 10 travellers per group.',
      'New itinerary: five days, three towns, all by train.',
      'Our printable packing checklist is ready, with separate lists for city and mountain trips.',
    ],
    seasonal: [
      'Autumn is the best time to visit vineyards, with the harvest in full swing.',
      'Spring is perfect for city breaks: mild weather and shorter queues than in summer.',
      'In August, start mountain hikes early, because afternoon storms are common.',
      'Christmas markets open in late November, and weekdays are much quieter.',
      'January is often the cheapest month to book flights for a winter escape.',
      'June is the sweet spot for the coast: long days, warm water and schools still open.',
    ],
    hashtags: [
      'Travel',
      'Wanderlust',
      'TravelTips',
      'TravelGram',
      'RoadTrip',
      'Explore',
      'WeekendGetaway',
    ],
  },
  'fitness-health': {
    subjects: [
      'strength training',
      'morning stretches',
      'healthy meal prep',
      'running routines',
      'better sleep',
      'yoga sessions',
    ],
    tips: [
      'Warm up for 5 to 10 minutes before lifting: light cardio, then two lighter sets of your ' +
        'first exercise.',
      'Drink a glass of water as soon as you wake up, before your coffee.',
      'Increase your weekly running distance by no more than 10% to avoid injury.',
      'Aim for 7 to 9 hours of sleep: recovery happens at night, not in the gym.',
      'Hold each stretch for 30 seconds and breathe out slowly as you go deeper.',
      'Prep two protein options on Sunday so a healthy lunch takes 5 minutes during the week.',
    ],
    behindTheScenes: [
      'Before the 7 am class, our coaches lay out every mat and test the music at 6:30.',
      'Every new program at {brand} is tested by the team for four weeks before it goes live.',
      'Each workout plan starts with a 20-minute talk about goals, injuries and schedules.',
      'We clean and check every machine after the last class, every single night.',
      'This 15-minute routine was filmed in one take, after three rehearsals.',
    ],
    questions: [
      'Morning or evening: when do you train best?',
      'What is your go-to meal after a workout?',
      'Which exercise do you secretly skip on leg day?',
      'How many steps do you walk on an average day?',
      'What keeps you going on days you do not feel like training?',
    ],
    stories: [
      'One of our members started with 5-minute walks. Last month she finished her first 10 km ' +
        'race.',
      'We opened {brand} with three kettlebells and a borrowed sound system.',
      'Five years ago our coach could not touch his toes. Today he teaches the Sunday stretching ' +
        'class.',
      'Last week our 6 am class was full for the first time, in the middle of winter.',
      'We swapped our Friday class for a group run, and nobody wants to go back.',
    ],
    offers: [
      'New members get their first week free, with one personal session included.',
      'New class on Saturdays at 9 am: 45 minutes of mobility for all levels.',
      'Our 6-week strength program starts on Monday, with three sessions a week.',
      '{brand} is now open on Sundays from 8 am to noon.',
      'Bring a friend this month and you both get 20% off your next monthly plan.',
    ],
    seasonal: [
      'Spring is the time to run outdoors again, with shorter runs for the first two weeks.',
      'On hot summer days, train early and drink before you feel thirsty.',
      'December is not a lost month: three 20-minute sessions a week keep you on track.',
      'The gym is busy in January, but off-peak hours after 8 pm are much quieter.',
      'Autumn is a great season for long hikes, before the first snow.',
    ],
    hashtags: [
      'Fitness',
      'HealthyLifestyle',
      'Workout',
      'FitnessMotivation',
      'Wellness',
      'HealthyEating',
      'StrengthTraining',
    ],
  },
  'fashion-beauty': {
    subjects: [
      'capsule wardrobe',
      'skincare routine',
      'everyday makeup',
      'hair care',
      'vintage finds',
      'nail art',
    ],
    tips: [
      'Make sunscreen the last step of your morning routine, even on cloudy days, and reapply ' +
        'every 2 hours outdoors.',
      'Build a capsule wardrobe around 3 base colours, so every top goes with every bottom.',
      'Wash your makeup brushes once a week with mild soap and let them dry flat.',
      'Patch test any new skincare product on your inner arm for 24 hours before using it on ' +
        'your face.',
      'Fold knitwear instead of hanging it, so the shoulders keep their shape.',
      'Always apply a heat protectant before using a straightener, and only on fully dry hair.',
    ],
    behindTheScenes: [
      'Every piece we sell is steamed, checked for loose threads and photographed on the same day.',
      'This look took 45 minutes, and 10 of them went into the eyeliner.',
      'At {brand}, each new shade is tested on several skin tones before it joins the range.',
      'Our lookbook shoot started at 7 am to catch the morning light.',
      'Before a collection launches, we wear every piece for a full day to test the comfort.',
    ],
    questions: [
      'If you could keep only one product, which one would it be?',
      'Gold or silver jewellery?',
      'Which trend are you happy to see come back?',
      'How many steps is your skincare routine: three or ten?',
      'What is the oldest piece in your wardrobe that you still wear?',
    ],
    stories: [
      'We found this coat at a flea market for the price of a coffee. Ten years later, it is ' +
        'still our favourite.',
      'Our first collection was six pieces sewn in a spare bedroom.',
      'A client came in for a trim and left with a whole new look. A month later she sent us a ' +
        'photo from her wedding.',
      '{brand} started because we could not find a moisturiser that did not sting.',
      'We once spent a full week choosing between two shades of beige. We kept both.',
    ],
    offers: [
      'New collection online this Friday, in sizes XS to XXL.',
      'Free shipping on every order this week, with no minimum.',
      'This month, every purchase at {brand} comes with a 30-minute styling session.',
      'Back in stock in every shade: our best-selling {keyword}.',
      'Saturday salon appointments are open, from 9 am to 5 pm.',
    ],
    seasonal: [
      'Layering season starts now: a light jacket over a knit works from September to November.',
      'Summer skin needs lighter textures and more sunscreen, not more products.',
      'Winter air dries the skin, so switch to a richer moisturiser when the heating goes on.',
      'Spring-clean your wardrobe: anything you have not worn in 12 months goes to donation.',
      'Party season is coming: a bold lip with simple eyes works for every December event.',
      'October is trench coat month: light enough for mild days, warm enough for rain.',
    ],
    hashtags: [
      'OutfitOfTheDay',
      'Skincare',
      'FashionStyle',
      'MakeupLook',
      'SustainableFashion',
      'BeautyTips',
      'StyleInspo',
    ],
  },
  comedy: {
    subjects: [
      'office life',
      'family group chats',
      'Monday mornings',
      'grocery shopping',
      'everyday awkwardness',
      'adulting fails',
    ],
    tips: [
      'Put your alarm clock across the room. You will hate it, but you will be standing up.',
      'Always take a photo of where you parked. Level 3, row B will not stay in your head.',
      'Set two alarms five minutes apart: one for you, and one for the version of you that ' +
        'negotiates.',
      'Answer the family group chat within 24 hours, or you will face 47 unread messages about a ' +
        'birthday cake.',
      "Before you say 'quick question' in a meeting, time it. If it takes more than a minute, it " +
        'is an e-mail.',
    ],
    behindTheScenes: [
      'Behind every 15-second sketch: 40 takes, two fits of giggles and one very confused ' +
        'neighbour.',
      'We write our jokes on the back of receipts, then lose half of the receipts.',
      'This video was filmed at 11 pm because that is when the cat finally agreed to take part.',
      'Every script gets read aloud to someone who has not seen it. No smile, and it goes back ' +
        'in the drawer.',
      'Half of our ideas come from conversations overheard at the supermarket checkout.',
    ],
    questions: [
      "Who else has said 'you too' when the waiter said enjoy your meal?",
      'What is the worst gift you have ever pretended to love?',
      'How many browser tabs do you have open right now, honestly?',
      'Which argument in your family group chat was the most dramatic?',
      'Which household chore would you pay anything to never do again?',
    ],
    stories: [
      'We waved back at someone who was waving at the person behind us, then pretended to stretch.',
      'We spent ten minutes looking for the sunglasses that were on our heads the whole time.',
      'I told my plant about my day. It did not reply, but it did grow a new leaf.',
      'Our team tried a no-snack week. It ended on Tuesday at 3:15 pm.',
      'I set my alarm for a 6 am run. My body set its own alarm for 9:40.',
    ],
    offers: [
      'New sketch every Friday at 6 pm, starting this week.',
      'Our first live show is on Saturday at 8 pm: one hour of stories and terrible puns.',
      '{brand} is launching a Monday series: one painfully relatable moment to start the week.',
      'The blooper reel of the month comes out on Sunday, and it is longer than the sketches.',
      'Mugs printed with our most quoted line are in the shop from Thursday.',
    ],
    seasonal: [
      'January: the month everyone owns running shoes, until about the 15th.',
      'Summer is back, and so is the office air conditioning debate, with the same three people.',
      'Halloween costumes are great until you need to use the bathroom.',
      'December: the month you eat a whole box of chocolates and call it tradition.',
      'Spring cleaning means finding a charger for a phone you no longer own.',
    ],
    hashtags: ['Funny', 'Comedy', 'Relatable', 'Humor', 'Memes', 'FunnyVideos', 'JustForLaughs'],
  },
  charity: {
    subjects: [
      'community volunteering',
      'food drives',
      'fundraising events',
      'local families',
      'volunteer stories',
      'donation impact',
    ],
    tips: [
      'Give monthly, even a small amount: regular donations let a charity plan months ahead.',
      'Before donating clothes, check they are clean and wearable; sorting damaged items costs ' +
        'volunteers hours.',
      "Ask your employer about matched giving: many companies double their employees' donations.",
      'Two hours of volunteering a month already makes a difference, so start with a single shift.',
      "Read a charity's annual report to see how much of each donation goes to its programmes.",
      'Turn something you already do, like a birthday or a 10 km run, into a small fundraiser.',
    ],
    behindTheScenes: [
      "Every Tuesday evening, 12 volunteers sort the week's donations into food, hygiene and " +
        'baby boxes.',
      'Before each distribution, the {brand} team checks the expiry date on every single product.',
      'Our warehouse opens at 7 am on Saturdays, two hours before the first families arrive.',
      'Each thank-you card is handwritten by a volunteer, around 200 of them a month.',
      'Behind every event there are weeks of phone calls to find a venue that costs us nothing.',
    ],
    questions: [
      'What made you volunteer for the first time?',
      'Which cause matters most to you right now, and why?',
      'If you could only choose one, would you give time or money?',
      'What skill could you offer a local charity for one hour a month?',
      'Have you ever taken part in a charity run or walk?',
    ],
    stories: [
      'Last winter, one volunteer knitted 60 scarves for our night outreach. She is already on ' +
        'her second batch.',
      '{brand} started with one van and five volunteers who wanted to help their neighbours.',
      'A family we helped two years ago now volunteers with us every Saturday.',
      'Our last bake sale raised enough to cover a month of school supplies for the after-school ' +
        'club.',
      'When the heating broke at the shelter, local shops donated blankets within 24 hours.',
    ],
    offers: [
      'Volunteers needed this Saturday from 9 am to noon to sort donations.',
      'Our annual fundraising dinner is on the first Friday of next month, with a three-course ' +
        'meal.',
      'This week, every donation to {brand} is matched by a local partner, up to our target.',
      'Our drop-off point is open Monday to Friday, 10 am to 6 pm, for food and hygiene products.',
      'The {keyword} appeal runs until the end of the month, and every contribution counts.',
    ],
    seasonal: [
      'Winter is when our night outreach needs the most hands and the most warm clothes.',
      'Back-to-school season means backpacks and supplies for families who cannot afford them.',
      'In the summer holidays many children lose their school meals, so our lunch club runs all ' +
        'August.',
      'In December, our toy drive collects gifts for local children until the 20th.',
      'Spring is the busiest season for our community garden volunteers.',
      'Every October our coat collection starts, so families are ready before the first frost.',
    ],
    hashtags: [
      'Charity',
      'Volunteer',
      'GivingBack',
      'Nonprofit',
      'Community',
      'Fundraising',
      'MakeADifference',
    ],
  },
  hobby: {
    subjects: [
      'knitting projects',
      'home gardening',
      'board games',
      'film photography',
      'model building',
      'watercolour painting',
    ],
    tips: [
      'Label your seedlings with the sowing date, so you know exactly when to transplant them.',
      'Knit a 10 cm gauge swatch before any garment; it saves you from a sweater two sizes too ' +
        'big.',
      'Shoot film at box speed in good light, and overexpose by one stop in the shade.',
      'For watercolour skies, wet the paper first, then wait until it is just damp for sharper ' +
        'clouds.',
      'Sort small parts into labelled egg cartons while you build, so nothing rolls off the table.',
      'Practise 20 minutes a day: a short, regular session beats one long afternoon a month.',
    ],
    behindTheScenes: [
      'This blanket took 42 hours over three months, mostly on Sunday evenings.',
      'Every game night at {brand} starts with 30 minutes of reading the rules out loud.',
      'Before the first stitch, we wind every skein into a ball by hand.',
      'These tomatoes started as seeds on the kitchen windowsill in March.',
      'Our work table before a painting session: three brushes, two jars of water and a roll of ' +
        'paper towels.',
    ],
    questions: [
      'Which hobby did you pick up this year?',
      'How long did your very first project take to finish?',
      'What is the one tool you would recommend to a beginner?',
      'Do you still practise a hobby you started as a child?',
      'What is on your work table right now?',
    ],
    stories: [
      'Our first tomato plants grew to two metres tall and gave us exactly three tomatoes.',
      'We found a box of old film cameras at a garage sale and have been shooting film ever since.',
      '{brand} started as a Thursday evening club with four people and one board game.',
      'It took us six attempts to finish one sock. The seventh pair is on our feet right now.',
      'We painted the same lake every morning for a week, and the last one finally looked like ' +
        'water.',
    ],
    offers: [
      'New beginner workshop this Saturday at 2 pm, with all materials provided.',
      'Our monthly swap meet is back on Sunday morning: bring what you no longer use, leave with ' +
        'something new.',
      'Fresh stock of {keyword} this week, including a few rare pieces.',
      '{brand} is starting an evening club on the second Wednesday of every month.',
      'New pattern out this week, with step-by-step photos for every row.',
    ],
    seasonal: [
      'March is the month to sow tomatoes and peppers indoors.',
      'Long winter evenings are made for a big knitting project.',
      'Summer light makes it the best season to try film photography outdoors.',
      'Autumn leaves make a perfect first watercolour study.',
      'Rainy November weekends are what board games were invented for.',
      'April showers mean indoor projects: the perfect week to finish the puzzle on the table.',
    ],
    hashtags: [
      'Hobby',
      'Knitting',
      'GardeningLife',
      'BoardGames',
      'FilmPhotography',
      'Handmade',
      'Crafting',
    ],
  },
  pet: {
    subjects: [
      'puppy training',
      'cat care',
      'dog grooming',
      'pet nutrition',
      'adoption stories',
      'daily walks',
    ],
    tips: [
      'Brush long-haired dogs 3 times a week to prevent mats, and always brush before a bath, ' +
        'never after.',
      'Keep puppy training short: 5 minutes, 3 times a day, always ending on a success.',
      'Switch pet food gradually over 7 days, mixing in a little more of the new food each day.',
      'Test the pavement with your hand before a summer walk: if you cannot hold it there for 5 ' +
        'seconds, it is too hot for paws.',
      'Give cats one scratching post per cat, plus one, close to where they sleep.',
      'Trim nails every 3 to 4 weeks; if you hear them click on the floor, they are too long.',
    ],
    behindTheScenes: [
      'Every groom at {brand} starts with 5 minutes of calm cuddles before the clippers come out.',
      'Before opening, we refill the water bowls and check every kennel.',
      'Our two shop dogs test every new toy before it goes on the shelf.',
      'Each bath uses a shampoo chosen for the coat type, and the dryer stays on low for anxious ' +
        'pets.',
      'A quiet Monday morning at the salon: three poodles, twelve towels and one very patient ' +
        'groomer.',
    ],
    questions: [
      "What is your pet's funniest habit?",
      "How did you choose your pet's name?",
      'Dog person, cat person, or both?',
      'Which toy does your pet never get tired of?',
      "How long is your dog's favourite walk?",
    ],
    stories: [
      'A shy rescue dog hid under the bench at his first groom. Six months later, he runs ' +
        'through the door.',
      'Our shop cat was found in a box outside the door five years ago. She has run the place ' +
        'ever since.',
      '{brand} began with one grooming table in a garage.',
      'Last week a client showed us a photo of her cat as a kitten. Twelve years later: same ' +
        'face, much bigger.',
      'We adopted our first dog on a rainy Tuesday and have been walking in the rain ever since.',
    ],
    offers: [
      'Grooming appointments are open for next week, including Saturday mornings.',
      'New: walk-in nail trims every Wednesday from 2 pm to 5 pm.',
      'Restocked this week in small, medium and large: our {keyword}.',
      'First groom at {brand}: a free bandana and a photo to take home.',
      'Puppy training classes start next month: six sessions in small groups.',
    ],
    seasonal: [
      'Summer heat: walk your dog before 9 am or after 7 pm, and always carry water.',
      'Spring is shedding season, so brush every day for the next few weeks.',
      'Fireworks night is stressful for many pets; set up a quiet room with their bed and soft ' +
        'music.',
      'Winter salt on pavements can hurt paws, so rinse them with lukewarm water after walks.',
      'Autumn is tick season too: check ears and paws after every walk in the woods.',
    ],
    hashtags: [
      'DogsOfInstagram',
      'CatsOfInstagram',
      'PetLovers',
      'DogGrooming',
      'AdoptDontShop',
      'PuppyLove',
      'PetCare',
    ],
  },
  news: {
    subjects: [
      'local news',
      'weekly roundup',
      'community events',
      'economy explained',
      'science updates',
      'fact-checking basics',
    ],
    tips: [
      'Before sharing an article, read past the headline: the key detail is often in the fourth ' +
        'paragraph.',
      'Check the date on a story before you share it, because old news often comes back as new.',
      'Look for the original source, such as a study, a report or an official statement, not a ' +
        'screenshot of a quote.',
      'Run a reverse image search on a viral photo to see where and when it first appeared.',
      'Read at least two outlets with different editorial lines to get the full picture.',
      'When a number looks shocking, check what it measures: per year, per person or in total.',
    ],
    behindTheScenes: [
      'Every story we post is checked by a second person before it goes out.',
      'Our morning meeting starts at 8:30 with one question: what does our audience need to know ' +
        'today?',
      'Behind a one-minute news summary: about two hours of reading, calls and checks.',
      'At {brand}, when a fact cannot be confirmed by two sources, we wait.',
      'Corrections are part of the job: when we get something wrong, we update the post and say ' +
        'so.',
    ],
    questions: [
      'Which topic would you like us to explain in more detail?',
      'When do you catch up on the news: morning, lunchtime or evening?',
      'Which local issue gets too little coverage, in your view?',
      'Do you prefer a short daily summary or one longer weekly roundup?',
      "What question about this week's news is still unanswered for you?",
    ],
    stories: [
      '{brand} started as a weekly newsletter for one neighbourhood.',
      "A reader's question last month led to our most-read explainer of the year.",
      'We once spent three days checking a single number. It was right, and the wait was worth it.',
      'Our first live coverage was a local council meeting, filmed on a phone.',
      'We changed our format after readers told us they wanted fewer headlines and more context.',
    ],
    offers: [
      'Three things to know this week, every Friday at 8 am.',
      'New format: a 60-second explainer on one topic, every weekday.',
      'Our weekly roundup now also arrives by e-mail, every Sunday morning.',
      'Live coverage of the local election results on the evening of the vote.',
      '{brand} is starting a fact-check series built on the claims our readers ask about most.',
    ],
    seasonal: [
      'Back to school: what changes this year for families, in five points.',
      'End of the year: the stories that mattered most to our readers over the last twelve months.',
      'For the summer, our weekly roundup switches to a shorter format until September.',
      'January: the new rules and key dates to know for the year ahead.',
      'Election season: our guides explain where, when and how to vote, without taking sides.',
    ],
    hashtags: [
      'News',
      'LocalNews',
      'BreakingNews',
      'FactCheck',
      'NewsUpdate',
      'WeeklyRoundup',
      'CurrentEvents',
    ],
  },
  'e-commerce': {
    subjects: [
      'new arrivals',
      'gift ideas',
      'order packaging',
      'customer reviews',
      'best sellers',
      'shipping updates',
    ],
    tips: [
      'Measure a piece you already own and compare it to the size chart; it beats guessing your ' +
        'size.',
      'Add items to your wishlist to see at a glance when they are back in stock or on sale.',
      'Read the reviews with photos first: they show the real colour and fit better than studio ' +
        'shots.',
      'Keep the original packaging for 30 days in case you need to return something.',
      'To choose the right {keyword}, think about daily use first, then compare materials and ' +
        'care instructions.',
      'Order gifts at least 5 working days before the date to avoid last-minute delivery stress.',
    ],
    behindTheScenes: [
      'Every order is packed by hand, checked against the list and sealed with paper tape.',
      'At {brand}, orders placed before noon leave the same day, when the van comes at 4 pm.',
      'Before a product goes online, we photograph it in daylight so the colours on screen match.',
      'Each parcel gets a handwritten thank-you note, about 50 a day in a busy week.',
      'Our packaging is fully recyclable, and we reuse the boxes our suppliers send us.',
    ],
    questions: [
      'What matters most when you order online: price, delivery speed or free returns?',
      'Which colour should we add to the collection next?',
      'Do you read the reviews before buying, or only the product description?',
      'What is the best gift you have ever ordered online?',
      'Faster delivery or plastic-free packaging: which would you pick?',
    ],
    stories: [
      'Our first order came from a stranger two towns away. We drove it over ourselves.',
      '{brand} started on a kitchen table with 12 products and a second-hand printer.',
      'A customer wrote to say our parcel arrived on her birthday. We had no idea, but we will ' +
        'take the credit.',
      'We once packed 300 orders in one night after a product went viral. Pizza was involved.',
      'We changed our packaging after a customer sent us a photo of six layers of bubble wrap.',
    ],
    offers: [
      'Free delivery this weekend on all orders, with no minimum.',
      'New arrivals are online: 12 new pieces, in limited quantities.',
      'Just restocked, and now in a second colour: our {keyword}.',
      'Returns at {brand} are now free for 30 days.',
      'Gift wrapping is free until the end of the month: just tick the box at checkout.',
    ],
    seasonal: [
      'Black Friday at our shop: one simple discount on the whole store, no countdown timers.',
      'For Christmas, order in early December: delivery times get longer in the last two weeks.',
      "Mother's Day is close, and our gift guide has ideas at every price.",
      'The summer sale starts this week, with new markdowns every Monday.',
      'Spring refresh: new colours across the collection, just in time for longer days.',
      "January sale: last season's favourites at lower prices, while sizes last.",
      'September restock: the autumn collection lands this week, in every size.',
      'October is the month to order made-to-order gifts, before the December rush.',
    ],
    hashtags: [
      'ShopSmall',
      'OnlineShopping',
      'NewArrivals',
      'ShopOnline',
      'SmallShop',
      'GiftIdeas',
      'Ecommerce',
    ],
  },
  motivational: {
    subjects: [
      'daily discipline',
      'goal setting',
      'mindset shifts',
      'small wins',
      'new beginnings',
      'consistent habits',
    ],
    tips: [
      'Break your goal into a task small enough to finish in 10 minutes today.',
      'At the end of each day, write down three things you did well, even small ones.',
      'When you hesitate, count down 5-4-3-2-1 and start before your brain finds an excuse.',
      'Track one habit on a paper calendar with a cross for each day; after a week, the chain ' +
        'motivates you.',
      'Put your goal where you will see it every morning, like on the bathroom mirror.',
      "For one week, replace 'I have to' with 'I get to' and notice how your tasks feel.",
    ],
    behindTheScenes: [
      'The results that look easy here took years of early mornings nobody saw.',
      'Every goal on our wall started as one sentence in a cheap notebook.',
      'At {brand}, each week starts with one question: what is the smallest step that moves us ' +
        'forward?',
      'Our Monday planning takes 15 minutes: three goals, one deadline each, nothing more.',
      'Behind every finished project there is a list of things that went wrong, and we keep it.',
    ],
    questions: [
      'What is one goal you are working on this month?',
      'What would you try if you knew you could not fail?',
      'Who was the first person to believe in you?',
      'Which small win are you celebrating this week?',
      'Which habit would change your life if you kept it for one year?',
    ],
    stories: [
      'We started with one goal: one post a week. Two years later, we have not missed a single ' +
        'one.',
      'The first time we pitched our idea, nobody said yes. The twelfth time, someone did.',
      '{brand} was born from a hard year and a notebook full of what-ifs.',
      'We once missed a deadline by a full month, and what we learned shapes every plan we make ' +
        'today.',
      'A reader told us she ran her first 5 km after one of our posts. We read her message three ' +
        'times.',
    ],
    offers: [
      'New 30-day challenge starting on Monday: one small action a day.',
      'Every Monday morning: one goal, one quote and one step to take this week.',
      'Live session on Wednesday at 7 pm about building habits that last.',
      '{brand} is starting a monthly check-in: what worked, what did not, and what comes next.',
      'Our new journal has 90 days of prompts, one page per day.',
    ],
    seasonal: [
      'New year, same you, better plan: start with one goal, not ten.',
      "June is the right moment for a mid-year look back at January's goals.",
      'Autumn is a natural restart: pick one habit to build before the end of the year.',
      'Spring is proof that slow growth still counts.',
      'December is for looking back at how far you have come, not only at what is left.',
      'July is the middle of the summer: rest is part of the plan, not a break from it.',
    ],
    hashtags: [
      'Motivation',
      'Mindset',
      'GoalSetting',
      'SelfImprovement',
      'PositiveVibes',
      'Inspiration',
      'DailyMotivation',
    ],
  },
};
