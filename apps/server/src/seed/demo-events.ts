/** Events of the demo groups: days from now (negative: past), local Vancouver hour, details. */
export interface DemoEvent {
  groupId: string;
  name: string;
  description: string;
  location: string;
  tags: string[];
  /** Days from now; with `weekday` (0 = Sunday), the first such weekday on or after that day. */
  inDays: number;
  weekday?: number;
  atHour: number;
  hours: number;
  participantsLimit: number;
  type?: 'PUBLIC' | 'PRIVATE';
  /** How many members attend (in membership order); the rest of the limit stays free. */
  attendees: number;
  /** A weekly series of this many events; the people and comments are the first one's. */
  weeklyFor?: number;
  comments?: string[];
  /** Where it is on the map (issue #28), read off OpenStreetMap for the place named. */
  pin?: { latitude: number; longitude: number };
  /** Online or hybrid, with its link (issue #28); in person otherwise. */
  online?: { format: 'ONLINE' | 'HYBRID'; meetingUrl: string };
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    groupId: 'kits_beach_runners',
    name: 'Saturday seawall 10K',
    description:
      'Our classic loop from Kits Pool to Granville Island and back.\nTwo pace groups; coffee after. #running',
    location: 'Kitsilano Pool entrance',
    pin: { latitude: 49.2731, longitude: -123.1536 },
    tags: ['running', 'seawall'],
    inDays: 1,
    weekday: 6,
    atHour: 8,
    hours: 2,
    participantsLimit: 3,
    attendees: 5,
    comments: ['Is the 6:00/km group still on?', 'Yes! See you at the pool.'],
  },
  {
    groupId: 'kits_beach_runners',
    name: 'Hill repeats at Jericho',
    description: 'Six hill repeats on the Jericho trail. Bring water.',
    location: 'Jericho Beach Park',
    pin: { latitude: 49.2722, longitude: -123.196 },
    tags: ['running', 'training'],
    inDays: 10,
    atHour: 18,
    hours: 1,
    participantsLimit: 0,
    attendees: 2,
  },
  {
    groupId: 'kits_beach_runners',
    name: 'Autumn 5K social run',
    description: 'An easy 5K followed by pancakes.',
    location: 'Kitsilano Beach',
    pin: { latitude: 49.2755, longitude: -123.1547 },
    tags: ['running', 'social'],
    inDays: -12,
    atHour: 9,
    hours: 2,
    participantsLimit: 0,
    attendees: 4,
    comments: ['Great pancakes, thanks everyone!'],
  },
  {
    groupId: 'mount_pleasant_board_games',
    name: 'Wingspan & Catan night',
    description: 'Two tables, two classics. Newcomers welcome: we teach.',
    location: 'Main Street café, Mount Pleasant',
    pin: { latitude: 49.2636, longitude: -123.1006 },
    tags: ['boardgames', 'social'],
    inDays: 2,
    atHour: 19,
    hours: 3,
    participantsLimit: 8,
    attendees: 3,
    comments: ['I can bring the Wingspan expansion.'],
    weeklyFor: 8,
  },
  {
    groupId: 'mount_pleasant_board_games',
    name: 'Codenames tournament',
    description: 'Teams of two, three rounds, eternal glory.',
    location: 'Main Street café, Mount Pleasant',
    pin: { latitude: 49.2636, longitude: -123.1006 },
    tags: ['boardgames', 'tournament'],
    inDays: -5,
    atHour: 19,
    hours: 3,
    participantsLimit: 16,
    attendees: 4,
  },
  {
    groupId: 'north_shore_hikers',
    name: 'Quarry Rock sunrise hike',
    description: 'A short, steep hike to the best view of Indian Arm. Headlamps needed.',
    location: 'Deep Cove, North Vancouver',
    pin: { latitude: 49.3296, longitude: -122.9492 },
    tags: ['hiking', 'sunrise'],
    inDays: 6,
    atHour: 6,
    hours: 3,
    participantsLimit: 12,
    attendees: 3,
  },
  {
    groupId: 'north_shore_hikers',
    name: 'Lynn Loop in the rain',
    description: 'Rain or shine — it is Vancouver. Waterproofs essential.',
    location: 'Lynn Headwaters Regional Park',
    pin: { latitude: 49.3595, longitude: -123.0193 },
    tags: ['hiking'],
    inDays: -20,
    atHour: 10,
    hours: 4,
    participantsLimit: 0,
    attendees: 3,
  },
  {
    groupId: 'strathcona_gardeners',
    name: 'Winter composting workshop',
    description: 'How to keep a compost working through the wet months.',
    location: 'Strathcona Community Garden',
    pin: { latitude: 49.2746, longitude: -123.0834 },
    tags: ['gardening', 'workshop'],
    inDays: 8,
    atHour: 11,
    hours: 2,
    participantsLimit: 20,
    attendees: 2,
  },
  {
    groupId: 'east_van_photowalks',
    name: 'Golden hour at Trout Lake',
    description: 'Herons, reflections and the last light of the day.',
    location: 'John Hendry Park (Trout Lake)',
    pin: { latitude: 49.2554, longitude: -123.0629 },
    tags: ['photography', 'walking'],
    inDays: 4,
    atHour: 15,
    hours: 2,
    participantsLimit: 0,
    attendees: 2,
  },
  {
    groupId: 'false_creek_paddlers',
    name: 'Season wrap-up paddle',
    description: 'The last evening paddle of the year, then dinner on Granville Island.',
    location: 'Granville Island dock',
    pin: { latitude: 49.2716, longitude: -123.1347 },
    tags: ['kayaking'],
    inDays: -30,
    atHour: 17,
    hours: 3,
    participantsLimit: 10,
    attendees: 4,
  },
  {
    groupId: 'chinatown_food_walks',
    name: 'Dim sum morning',
    description: 'Three carts, twelve baskets, one big table.',
    location: 'Chinatown, Keefer Street',
    pin: { latitude: 49.2794, longitude: -123.1006 },
    tags: ['food'],
    inDays: 5,
    atHour: 10,
    hours: 2,
    participantsLimit: 10,
    attendees: 3,
  },
  {
    groupId: 'vancouver_jam_sessions',
    name: 'Open acoustic jam',
    description: 'Folk, blues and sing-alongs. All levels.',
    location: 'Britannia Community Centre',
    online: { format: 'HYBRID', meetingUrl: 'https://meet.jit.si/neighbourly-vancouver-jam' },
    pin: { latitude: 49.2755, longitude: -123.0718 },
    tags: ['music', 'jam'],
    inDays: 9,
    atHour: 19,
    hours: 3,
    participantsLimit: 0,
    attendees: 2,
  },
  {
    groupId: 'commercial_drive_readers',
    name: 'December book dinner',
    description: 'We discuss "The Overstory" over dinner.',
    location: 'A restaurant on Commercial Drive (members get the address)',
    tags: ['books'],
    inDays: 14,
    atHour: 19,
    hours: 3,
    participantsLimit: 12,
    type: 'PRIVATE',
    attendees: 1,
  },
];
