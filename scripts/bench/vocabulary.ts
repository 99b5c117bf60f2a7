/** Words for believable Vancouver groups and events in the benchmark data set. */

export interface Activity {
  /** "Trail Runners": the group's name ends with it. */
  groupNoun: string;
  /** "Trail Run": an event's name ends with it. */
  eventNoun: string;
  tags: string[];
}

export const ACTIVITIES: Activity[] = [
  { groupNoun: 'Trail Runners', eventNoun: 'Trail Run', tags: ['running', 'outdoors', 'fitness'] },
  { groupNoun: 'Board Gamers', eventNoun: 'Board Game Night', tags: ['boardgames', 'games', 'social'] },
  { groupNoun: 'Book Club', eventNoun: 'Book Discussion', tags: ['books', 'reading', 'social'] },
  { groupNoun: 'Sketchers', eventNoun: 'Sketch Walk', tags: ['drawing', 'art', 'outdoors'] },
  { groupNoun: 'Potters', eventNoun: 'Pottery Session', tags: ['pottery', 'crafts', 'art'] },
  { groupNoun: 'Cyclists', eventNoun: 'Group Ride', tags: ['cycling', 'outdoors', 'fitness'] },
  { groupNoun: 'Hikers', eventNoun: 'Hike', tags: ['hiking', 'outdoors', 'nature'] },
  { groupNoun: 'Coders', eventNoun: 'Coding Meetup', tags: ['tech', 'programming', 'learning'] },
  { groupNoun: 'Photographers', eventNoun: 'Photo Walk', tags: ['photography', 'art', 'outdoors'] },
  { groupNoun: 'Gardeners', eventNoun: 'Garden Work Party', tags: ['gardening', 'nature', 'volunteering'] },
  { groupNoun: 'Choir', eventNoun: 'Choir Rehearsal', tags: ['singing', 'music', 'social'] },
  { groupNoun: 'Jam Session', eventNoun: 'Open Jam', tags: ['music', 'guitar', 'social'] },
  { groupNoun: 'Yoga Circle', eventNoun: 'Yoga in the Park', tags: ['yoga', 'wellness', 'fitness'] },
  {
    groupNoun: 'Language Exchange',
    eventNoun: 'Conversation Hour',
    tags: ['languages', 'learning', 'social'],
  },
  { groupNoun: 'Parents Network', eventNoun: 'Playground Meetup', tags: ['parents', 'family', 'kids'] },
  { groupNoun: 'Dog Walkers', eventNoun: 'Dog Walk', tags: ['dogs', 'pets', 'outdoors'] },
  { groupNoun: 'Chess Club', eventNoun: 'Chess Evening', tags: ['chess', 'games', 'learning'] },
  { groupNoun: 'Kayakers', eventNoun: 'Paddle', tags: ['kayaking', 'water', 'outdoors'] },
  { groupNoun: 'Film Society', eventNoun: 'Movie Night', tags: ['film', 'movies', 'social'] },
  { groupNoun: 'Cooks', eventNoun: 'Potluck Dinner', tags: ['cooking', 'food', 'social'] },
  {
    groupNoun: 'Beach Cleaners',
    eventNoun: 'Beach Cleanup',
    tags: ['volunteering', 'environment', 'outdoors'],
  },
  { groupNoun: 'Knitters', eventNoun: 'Knit and Chat', tags: ['knitting', 'crafts', 'social'] },
  { groupNoun: 'Birdwatchers', eventNoun: 'Bird Walk', tags: ['birds', 'nature', 'outdoors'] },
  { groupNoun: 'Volleyball League', eventNoun: 'Volleyball Game', tags: ['volleyball', 'sports', 'fitness'] },
  { groupNoun: 'Soccer Pickup', eventNoun: 'Pickup Soccer', tags: ['soccer', 'sports', 'fitness'] },
  { groupNoun: 'Climbers', eventNoun: 'Climbing Session', tags: ['climbing', 'fitness', 'outdoors'] },
  { groupNoun: 'Writers Circle', eventNoun: 'Writing Workshop', tags: ['writing', 'books', 'learning'] },
  { groupNoun: 'Startup Founders', eventNoun: 'Founders Breakfast', tags: ['startups', 'business', 'tech'] },
  { groupNoun: 'Improv Troupe', eventNoun: 'Improv Jam', tags: ['improv', 'theatre', 'comedy'] },
  { groupNoun: 'Dancers', eventNoun: 'Salsa Social', tags: ['dance', 'salsa', 'social'] },
  { groupNoun: 'Swimmers', eventNoun: 'Ocean Swim', tags: ['swimming', 'water', 'fitness'] },
  { groupNoun: 'Tea Lovers', eventNoun: 'Tea Tasting', tags: ['tea', 'food', 'social'] },
  { groupNoun: 'Woodworkers', eventNoun: 'Shop Night', tags: ['woodworking', 'crafts', 'diy'] },
  { groupNoun: 'Astronomers', eventNoun: 'Stargazing', tags: ['astronomy', 'science', 'nature'] },
  { groupNoun: 'Newcomers', eventNoun: 'Welcome Social', tags: ['newcomers', 'social', 'community'] },
  { groupNoun: 'Seniors Walking Club', eventNoun: 'Seawall Walk', tags: ['walking', 'seniors', 'outdoors'] },
  {
    groupNoun: 'Tabletop Roleplayers',
    eventNoun: 'Campaign Session',
    tags: ['rpg', 'games', 'storytelling'],
  },
  { groupNoun: 'Repair Cafe', eventNoun: 'Repair Cafe', tags: ['repair', 'diy', 'environment'] },
  { groupNoun: 'Wine Tasters', eventNoun: 'Wine Tasting', tags: ['wine', 'food', 'social'] },
  {
    groupNoun: 'Meditation Group',
    eventNoun: 'Sitting Meditation',
    tags: ['meditation', 'wellness', 'mindfulness'],
  },
];

export const NEIGHBOURHOODS = [
  'Kitsilano',
  'Mount Pleasant',
  'Commercial Drive',
  'Main Street',
  'Gastown',
  'Yaletown',
  'West End',
  'Strathcona',
  'Hastings-Sunrise',
  'Kerrisdale',
  'Dunbar',
  'Point Grey',
  'Fairview',
  'Marpole',
  'Killarney',
  'Renfrew',
  'Riley Park',
  'Fraserview',
  'Shaughnessy',
  'Chinatown',
  'Coal Harbour',
  'False Creek',
  'Olympic Village',
  'Grandview',
  'Sunset',
  'Oakridge',
  'South Granville',
  'Kensington',
  'Cedar Cottage',
  'Arbutus Ridge',
];

export const GROUP_SUFFIXES = ['', '', '', ' Club', ' Collective', ' Society', ' Crew', ' Circle'];

export const EVENT_PREFIXES = [
  'Saturday Morning',
  'Sunday',
  'Weeknight',
  'Beginner',
  'Monthly',
  'Summer',
  'Winter',
  'Evening',
  'Lunchtime',
  'Friday',
  'Rainy Day',
  'Sunrise',
  'Family',
  'Casual',
  'Advanced',
];

export const PLACES = [
  'Stanley Park',
  'Trout Lake',
  'Jericho Beach',
  'Queen Elizabeth Park',
  'Pacific Spirit Park',
  'Granville Island',
  'Kits Beach',
  'English Bay',
  'the Central Library',
  'Science World',
  'Hastings Park',
  'Spanish Banks',
  'Dude Chilling Park',
  'Locarno Beach',
  'VanDusen Garden',
];

/** Where members live; the default lists are of the caller's city. */
export const CITIES: { city: string; weight: number }[] = [
  { city: 'Vancouver', weight: 55 },
  { city: 'Burnaby', weight: 12 },
  { city: 'Richmond', weight: 10 },
  { city: 'Surrey', weight: 9 },
  { city: 'North Vancouver', weight: 8 },
  { city: 'New Westminster', weight: 6 },
];

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Mei',
  'Noah',
  'Priya',
  'Ethan',
  'Sofia',
  'Arjun',
  'Chloe',
  'Lucas',
  'Hana',
  'Owen',
  'Amara',
  'Mateo',
  'Jin',
  'Isla',
  'Ravi',
  'Zoe',
  'Kai',
  'Nadia',
  'Leo',
  'Maya',
  'Farid',
  'Grace',
  'Tomas',
  'Aiko',
  'Daniel',
  'Leila',
  'Sam',
  'Yuki',
];

export const LAST_NAMES = [
  'Chen',
  'Singh',
  'Wong',
  'Smith',
  'Nguyen',
  'Patel',
  'Li',
  'Brown',
  'Kim',
  'Martin',
  'Lee',
  'Gill',
  'Tremblay',
  'Roy',
  'Wilson',
  'Sandhu',
  'Taylor',
  'Ho',
  'Campbell',
  'Dhillon',
];

/**
 * Event names in Chinese (issue #29), for one- and two-character searches: "周六徒步" (Saturday
 * hike). Each noun is about 1 in 20 of the Chinese names.
 */
export const CJK_EVENT_PREFIXES = ['周六', '周日', '每周', '晚间', '清晨', '温哥华', '列治文', '本拿比'];
export const CJK_EVENT_NOUNS = [
  '徒步',
  '读书会',
  '越野跑',
  '桌游之夜',
  '写生',
  '陶艺课',
  '骑行',
  '编程聚会',
  '摄影漫步',
  '园艺日',
  '合唱排练',
  '公园瑜伽',
  '语言交换',
  '亲子聚会',
  '遛狗',
  '围棋之夜',
  '划艇',
  '电影之夜',
  '百家宴',
  '海滩清洁',
];
/** A rare name (about 1 event in 20,000): a two-character search that finds few. */
export const CJK_RARE_EVENT_NAME = '书法练习';
