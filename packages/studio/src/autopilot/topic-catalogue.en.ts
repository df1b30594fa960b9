// The autopilot's formats in English. Each `post` reads as a finished post (no invented figures):
// it never opens with a request verb ("Share", "Announce", "Tips for"), so the offline generator
// keeps its words instead of writing a generic post around a subject.
import type { FormatId, FormatText } from './topic-catalogue.js';

export const FORMAT_TEXTS_EN: Readonly<Record<FormatId, FormatText>> = {
  tips: {
    title: 'Tips: {s}',
    angles: [
      {
        angle: 'The one {s} habit we would keep if we could keep only one',
        post: 'If we could keep only one {s} habit, it would be this: change one thing at a time, then judge the result before touching the next. Small, deliberate changes teach you more than a big overhaul. What is your own rule of thumb for {s}?',
      },
      {
        angle: 'Small {s} changes that make a visible difference',
        post: 'Getting better at {s} rarely takes anything expensive. Most of the difference comes from small, boring things done every single time: the same routine, a bit of patience, and paying attention to the details. Which small change made the biggest difference for you?',
      },
      {
        angle: 'Our {s} checklist before anything leaves our hands',
        post: 'Our {s} checklist never changes: is it right, is it consistent with last time, and would we be proud to show it? Nothing leaves our hands before all three answers are yes. Save this if you like a checklist as much as {team} does.',
      },
    ],
  },
  'behind-the-scenes': {
    title: 'Behind the scenes: {s}',
    angles: [
      {
        angle: 'What happens to {s} before you ever see it',
        post: 'Ever wondered what goes on before {s} reaches you? Most of the work happens where nobody is watching: preparing, checking, and starting again when something is not quite right. Here is a look at that part of our day.',
      },
      {
        angle: 'A normal day with {s}, unfiltered',
        post: 'No highlight reel today: this is what a normal day with {s} really looks like{at}. Some of it is exciting, a lot of it is careful, repetitive work, and we love both. Ask us anything about how we work.',
      },
      {
        angle: 'The tools and routines behind our {s}',
        post: 'People see the finished result, not the routines behind our {s}. The tools we reach for, the steps we never skip, the notes we keep: that is where the consistency comes from. Which part would you like us to show in more detail?',
      },
    ],
  },
  'myth-vs-fact': {
    title: 'Myth vs fact: {s}',
    angles: [
      {
        angle: 'Do you need to be an expert to enjoy {s}?',
        post: 'Myth: you need to be an expert to enjoy {s}. Fact: curiosity matters far more than knowledge, and the best way to learn is to try, compare and ask questions. Tell us the {s} myth you believed the longest.',
      },
      {
        angle: 'Why "more is better" is not true for {s}',
        post: 'A popular belief about {s}: more is always better. In our experience, it is the opposite: balance beats excess almost every time. Do you agree, or have you seen it work the other way?',
      },
      {
        angle: 'What {s} experts disagree on, and what they agree on',
        post: 'If you ask ten people about {s}, you will get ten opinions. Underneath the noise, the basics they all agree on are few and clear, and those are the ones worth learning first. Which piece of {s} advice confused you the most?',
      },
    ],
  },
  'customer-question': {
    title: 'Your question: {s}',
    angles: [
      {
        angle: 'The {s} question we get asked the most',
        post: '"Where do I even start with {s}?" That is the question we hear most, and our honest answer is: start with what you need, not with what is trendy, and ask for advice early. Got another question about {s}? Drop it in the comments.',
      },
      {
        angle: 'A question about {s} we love answering',
        post: 'Some questions make our day, and questions about {s} are among our favourites. Answering them is how we learn what you care about, and it shapes what {team} does next. What would you like to know?',
      },
      {
        angle: 'What to ask before you choose {s}',
        post: 'Choosing {s} for the first time? Three questions help more than any ranking: what will I use it for, what matters most to me, and who can give me an honest opinion? We are always happy to help you answer them.',
      },
    ],
  },
  'how-to': {
    title: 'How to: {s}',
    angles: [
      {
        angle: 'Getting started with {s} in three simple steps',
        post: 'Getting started with {s} is easier than it looks. Step one: learn the basics before buying anything fancy. Step two: practise the same thing until it feels natural. Step three: ask for feedback and adjust. Which step are you on?',
      },
      {
        angle: 'How we get consistent results with {s}',
        post: 'Our {s} results are consistent, and it does not come from talent: it comes from writing things down. We note what we did, what worked and what we would change, and the next attempt starts from there. Try it for a week and tell us how it goes.',
      },
      {
        angle: 'How to tell good {s} from great {s}',
        post: 'Good {s} and great {s} often look the same at first glance. The difference is in the details: care, freshness and attention at every step. Once you know what to look for, you cannot unsee it. What do you look for first?',
      },
    ],
  },
  'before-after': {
    title: 'Before and after: {s}',
    angles: [
      {
        angle: 'From first attempt to today: our {s} then and now',
        post: 'Our very first attempt at {s} next to what we do today: quite a difference. Nothing changed overnight; it was hundreds of small improvements, one after the other. What does your own before and after look like?',
      },
      {
        angle: 'One detail that transforms {s}',
        post: 'Before: {s} that was fine. After: {s} that people remember. The change was one detail we used to overlook and now never skip. Can you guess which one?',
      },
      {
        angle: 'A {s} project from start to finish',
        post: 'From the first idea to the finished result, every {s} project goes through an awkward middle stage. This is what it looks like from start to finish, messy parts included. Which stage do you enjoy most?',
      },
    ],
  },
  'lesson-learned': {
    title: 'Lesson learned: {s}',
    angles: [
      {
        angle: 'A {s} mistake that taught us the most',
        post: 'One of our early {s} mistakes taught us more than any success: we rushed, skipped a step, and had to start over. Since then, we take the time it takes. What mistake taught you the most?',
      },
      {
        angle: 'What we wish we had known about {s} when we started',
        post: 'If we could go back to our first day with {s}, we would say this: you do not need to know everything to begin, but you do need to keep learning. What would you tell your beginner self?',
      },
      {
        angle: 'Feedback about {s} that changed how we work',
        post: 'A piece of honest feedback about our {s} once stung a little, and it made us better. Listening to what people really think is the fastest way to improve. Thank you to everyone who tells us the truth.',
      },
    ],
  },
  'product-spotlight': {
    title: 'Spotlight: {s}',
    angles: [
      {
        angle: 'Why our {s} is worth a closer look',
        post: 'Our {s} deserves a closer look. It is made with care by {team}, for people who notice the difference. Curious? Send us a message and we will tell you everything about it.',
      },
      {
        angle: 'Who our {s} is made for',
        post: 'Who is our {s} for? For people who want something done properly, without fuss, and who like to know where things come from. Does that sound like you, or someone you know?',
      },
      {
        angle: 'Three reasons people come back for our {s}',
        post: 'People come back for our {s} for three reasons: it is reliable, it is made with care, and there is always someone happy to answer questions. Have you tried it yet?',
      },
    ],
  },
  'this-or-that': {
    title: 'This or that: {s}',
    angles: [
      {
        angle: 'Classic or new twist: your {s} pick',
        post: 'Quick poll about {s}: are you team classic or team new twist? We are split right down the middle{at}. Vote in the comments and tell us why.',
      },
      {
        angle: 'Morning or evening: when {s} is best',
        post: 'When is {s} at its best for you: first thing in the morning or at the end of the day? Our team cannot agree, so you decide. Reply with morning or evening.',
      },
      {
        angle: 'Keep it simple or go all in with {s}?',
        post: '{S}: keep it simple, or go all in with every detail? Both have their fans. Which one are you, and what would change your mind?',
      },
    ],
  },
  'beginners-guide': {
    title: "Beginner's guide: {s}",
    angles: [
      {
        angle: '{S} explained in one minute',
        post: 'New to {s}? In one minute: it is simpler than it sounds, the basics matter more than the gear, and everyone starts somewhere. Save this for later and send it to a friend who is just starting out.',
      },
      {
        angle: 'The words you will hear about {s}, decoded',
        post: 'Every field has its own vocabulary, and {s} is no exception. Do not let the jargon put you off: most terms describe simple ideas. Which {s} word would you like us to explain next?',
      },
      {
        angle: 'Where to start with {s} if you feel lost',
        post: 'Feeling lost with {s}? Start with one thing you enjoy, learn it properly, and ignore the rest for now. Depth beats breadth at the beginning. Tell us where you are stuck and we will point you in the right direction.',
      },
    ],
  },
  'hot-take': {
    title: 'Our take: {s}',
    angles: [
      {
        angle: 'An unpopular opinion about {s}',
        post: 'Unpopular opinion: {s} does not need to be complicated to be excellent. Most of what makes it great is care and consistency, not secret tricks. Agree or disagree?',
      },
      {
        angle: 'The {s} trend we are not following, and why',
        post: 'Not every {s} trend is worth following. We would rather do a few things really well than chase whatever is popular this month. Which trend are you tired of seeing?',
      },
      {
        angle: 'What we think {s} will look like in five years',
        post: 'Where is {s} heading? Our bet: fewer gimmicks, more quality, and people who care more about where things come from. What do you think will change?',
      },
    ],
  },
  'this-month': {
    title: 'This month: {s}',
    angles: [
      {
        angle: '{S} this {month}: what we keep coming back to',
        post: 'This {month}, {s} is what we keep coming back to{at}. The season changes what we reach for, and we love that. What are you enjoying most about {s} this month?',
      },
      {
        angle: 'Our {s} plans for {month}',
        post: 'Our {s} plans for {month}: one thing to try, one thing to improve, and one thing to share with you along the way. What is on your own list this month?',
      },
      {
        angle: 'A {month} reminder about {s}',
        post: 'A quick {month} reminder: {s} is at its best when you give it a little time and attention. Take a moment for it this month, and tell us how it goes.',
      },
    ],
  },
  milestone: {
    title: 'Milestone',
    angles: [
      {
        angle: 'A look back at how far we have come',
        post: 'Time for a look back: from the very first day to today, {team} has come a long way, and none of it would have happened without you. Thank you for being part of the journey.',
      },
      {
        angle: 'A small win worth celebrating this week',
        post: 'Not every milestone is huge, and this week we are celebrating a small win that made the whole team smile. Small wins add up. What is your win of the week?',
      },
      {
        angle: 'What comes next for us',
        post: 'Big plans ahead: {team} is working on what comes next, and we cannot wait to show you. Stay tuned, and tell us what you would love to see from us.',
      },
      {
        angle: 'The moment we knew we were on the right track',
        post: 'There was a moment when we knew we were on the right track: a message from someone who told us what we do made a difference. We still think about it on hard days.',
      },
    ],
  },
  'meet-the-team': {
    title: 'Meet the team',
    angles: [
      {
        angle: 'The people behind the name',
        post: 'Behind every post and every order there are real people. Meet {team}: the faces who make it all happen, day after day. Say hello in the comments!',
      },
      {
        angle: 'What a typical morning looks like for us',
        post: 'Our mornings start the same way: coffee, a quick look at the plan for the day, and a few minutes to catch up together. What does your morning routine look like?',
      },
      {
        angle: 'Our favourite part of the job',
        post: 'Our favourite part of the job? Everyone in {team} gives the same answer: the people we get to work with and for. That is you!',
      },
      {
        angle: 'Ask us anything',
        post: 'Got questions? {team} is answering your questions this week, about how we work, what we love and what we are planning. Leave yours below.',
      },
    ],
  },
  'our-story': {
    title: 'Our story',
    angles: [
      {
        angle: 'Why we started',
        post: 'Why did we start? Because we believed things could be done with more care, and we wanted to prove it. That reason still guides every decision {team} makes today.',
      },
      {
        angle: 'The values we will not compromise on',
        post: 'Three values we will never compromise on: honesty, quality and respect for your time. They sound simple; living them every day is the real work.',
      },
      {
        angle: 'The hardest moment in our story, and what it taught us',
        post: 'Every story has a hard chapter. Ours taught us to stay patient, to listen and to keep going when it would have been easier to stop. We are grateful for it now.',
      },
      {
        angle: 'What makes us different',
        post: 'What makes us different? We take the time to do things properly, we answer every message, and we never stop learning. Tell us what made you follow us.',
      },
    ],
  },
  'thank-you': {
    title: 'Thank you',
    angles: [
      {
        angle: 'A thank-you to our community',
        post: 'A big thank you to everyone who follows, shares and supports us. Your messages and kind words keep {team} going. We see every one of them.',
      },
      {
        angle: 'A shout-out to the people who support us',
        post: 'Shout-out time: to the people who recommend us to friends, leave reviews and cheer us on, thank you. Word of mouth is the best gift a small team can get.',
      },
      {
        angle: 'Your feedback, and what we did with it',
        post: 'You told us what you wanted, and we listened. Your feedback shapes what we do next, so keep it coming. What should we improve?',
      },
      {
        angle: 'The message that made our week',
        post: 'This week a kind message from one of you made our whole week. It is a reminder of why we do this. Thank you for taking the time to write.',
      },
    ],
  },
};
