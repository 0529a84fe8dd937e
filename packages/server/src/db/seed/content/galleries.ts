import type { ArtworkScene } from '../../../images/artworkScenes.js';
import type { SeedGallery, SeedGalleryItem } from './types.js';

/** One picture's text in one language: short title, one-sentence caption, alt text. */
type ItemText = [title: string, caption: string, alt: string];

interface ItemSpec {
  scene: ArtworkScene;
  /**
   * The picture depends only on (scene, variant), so every pair here is unique and differs from
   * the articles' images. The last digit picks the kit colours (images/scenes/palette.ts) and is
   * chosen near the colours of the club in the picture.
   */
  variant: number;
  fr: ItemText;
  en: ItemText;
  es: ItemText;
}

const ITEMS_PER_GALLERY = 32;

/** Turns a gallery's specs into items keyed `{galleryKey}-01` … `{galleryKey}-32`. */
function buildItems(galleryKey: string, specs: ItemSpec[]): SeedGalleryItem[] {
  if (specs.length !== ITEMS_PER_GALLERY) {
    throw new Error(
      `Gallery ${galleryKey} has ${specs.length} items, expected ${ITEMS_PER_GALLERY}`,
    );
  }
  const text = ([title, caption, alt]: ItemText) => ({ title, caption, alt });
  return specs.map((spec, index) => ({
    image: {
      key: `${galleryKey}-${String(index + 1).padStart(2, '0')}`,
      scene: spec.scene,
      variant: spec.variant,
    },
    text: { fr: text(spec.fr), en: text(spec.en), es: text(spec.es) },
  }));
}

// ---------------------------------------------------------------------------------------------
// Derby day: Olympique Valmont 3–2 AS Rivemont at the Parc des Sorbiers, from dawn to lights out
// (the match reported in the `valmont-rivemont-derby` article).
// ---------------------------------------------------------------------------------------------

const DERBY_DAY: ItemSpec[] = [
  {
    scene: 'city-skyline',
    variant: 45,
    fr: [
      'Valmont s’éveille',
      'Au petit matin, toute la ville sait que ce jour de derby ne ressemblera à aucun autre.',
      'Illustration stylisée des toits de Valmont à l’aube, sous un ciel pâle.',
    ],
    en: [
      'Valmont wakes up',
      'At first light the whole town already knows this derby day will be like no other.',
      'Stylised illustration of the Valmont rooftops at dawn under a pale sky.',
    ],
    es: [
      'Valmont despierta',
      'Al amanecer, toda la ciudad sabe ya que este día de derbi no será como los demás.',
      'Ilustración estilizada de los tejados de Valmont al alba, bajo un cielo pálido.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 55,
    fr: [
      'Écharpes aux fenêtres',
      'Dans la vieille ville, les écharpes ciel et blanc pendent aux balcons depuis la veille.',
      'Façades stylisées d’une rue ancienne, dessinées en aplats de couleur.',
    ],
    en: [
      'Scarves in the windows',
      'In the old town, sky-blue and white scarves have hung from the balconies since yesterday.',
      'Stylised facades of an old street drawn in flat blocks of colour.',
    ],
    es: [
      'Bufandas en las ventanas',
      'En el casco antiguo, las bufandas celestes y blancas cuelgan de los balcones desde ayer.',
      'Fachadas estilizadas de una calle antigua, dibujadas en bloques de color plano.',
    ],
  },
  {
    scene: 'crowd',
    variant: 65,
    fr: [
      'Au Café du Marché',
      'Au Café du Marché, on refait déjà le match entre deux croissants.',
      'Petit groupe de silhouettes stylisées réunies dans des tons chauds.',
    ],
    en: [
      'Breakfast at the café',
      'At the Café du Marché the match is already being dissected over croissants.',
      'Small group of stylised figures gathered together in warm tones.',
    ],
    es: [
      'Desayuno en el café',
      'En el Café du Marché ya se analiza el partido entre cruasanes.',
      'Pequeño grupo de siluetas estilizadas reunidas en tonos cálidos.',
    ],
  },
  {
    scene: 'ball',
    variant: 45,
    fr: [
      'Le derby des gamins',
      'Place Saint-Roch, les enfants jouent leur propre derby avec un ballon qui a bien vécu.',
      'Ballon de football stylisé entouré de traits de mouvement.',
    ],
    en: [
      'The kids’ derby',
      'On Place Saint-Roch, children play their own derby with a ball that has seen better days.',
      'Stylised football surrounded by motion lines.',
    ],
    es: [
      'El derbi de los críos',
      'En la plaza Saint-Roch, los niños juegan su propio derbi con un balón muy gastado.',
      'Balón de fútbol estilizado rodeado de líneas de movimiento.',
    ],
  },
  {
    scene: 'training',
    variant: 45,
    fr: [
      'Réveil musculaire',
      'Le matin, les joueurs de Didier Salvagnac font une courte séance d’activation.',
      'Joueurs stylisés s’étirant sur une pelouse, quelques plots alignés.',
    ],
    en: [
      'Morning activation',
      'In the morning Didier Salvagnac’s players go through a short activation session.',
      'Stylised players stretching on the grass beside a row of cones.',
    ],
    es: [
      'Activación matinal',
      'Por la mañana, los jugadores de Didier Salvagnac hacen una breve sesión de activación.',
      'Jugadores estilizados estirando sobre el césped junto a una fila de conos.',
    ],
  },
  {
    scene: 'tactics-board',
    variant: 45,
    fr: [
      'La causerie',
      'Dans le vestiaire, Salvagnac martèle un seul message : ne jamais arrêter de presser.',
      'Tableau tactique stylisé couvert de cercles, de croix et de flèches.',
    ],
    en: [
      'The team talk',
      'In the dressing room Salvagnac hammers home one message: never stop pressing.',
      'Stylised tactics board covered in circles, crosses and arrows.',
    ],
    es: [
      'La charla',
      'En el vestuario, Salvagnac repite un único mensaje: no dejar nunca de presionar.',
      'Pizarra táctica estilizada llena de círculos, cruces y flechas.',
    ],
  },
  {
    scene: 'crowd',
    variant: 75,
    fr: [
      'Le cortège',
      'En fin d’après-midi, le cortège des supporters descend le boulevard des Tanneurs.',
      'Foule stylisée en mouvement, silhouettes serrées et drapeaux levés.',
    ],
    en: [
      'The march',
      'In the late afternoon the supporters’ march makes its way down Boulevard des Tanneurs.',
      'Stylised crowd on the move, tightly packed figures and raised flags.',
    ],
    es: [
      'La marcha',
      'Al caer la tarde, la marcha de aficionados baja por el bulevar des Tanneurs.',
      'Multitud estilizada en movimiento, siluetas apiñadas y banderas en alto.',
    ],
  },
  {
    scene: 'stadium-day',
    variant: 45,
    fr: [
      'Le Parc des Sorbiers en vue',
      'Au bout de l’avenue, les tribunes du Parc des Sorbiers surgissent derrière les arbres.',
      'Stade stylisé en plein jour, tribunes anguleuses sous un ciel bleu.',
    ],
    en: [
      'The Parc des Sorbiers in sight',
      'At the end of the avenue, the stands of the Parc des Sorbiers rise above the trees.',
      'Stylised stadium in daylight, angular stands under a blue sky.',
    ],
    es: [
      'El Parc des Sorbiers a la vista',
      'Al final de la avenida, las gradas del Parc des Sorbiers asoman tras los árboles.',
      'Estadio estilizado a plena luz del día, gradas angulosas bajo un cielo azul.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 45,
    fr: [
      'Dernière tonte',
      'Le jardinier passe la tondeuse une dernière fois, en bandes parfaitement parallèles.',
      'Vue aérienne stylisée d’une pelouse rayée de deux verts, aux lignes blanches nettes.',
    ],
    en: [
      'One last mow',
      'The groundsman gives the pitch a final cut in perfectly straight stripes.',
      'Stylised aerial view of a pitch striped in two greens, with crisp white lines.',
    ],
    es: [
      'Último corte',
      'El jardinero pasa el cortacésped una última vez, en franjas perfectamente paralelas.',
      'Vista aérea estilizada de un césped a rayas de dos verdes, con líneas blancas nítidas.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 45,
    fr: [
      'Les projecteurs s’allument',
      'À la tombée de la nuit, les projecteurs s’allument sur des tribunes qui se remplissent.',
      'Stade stylisé au crépuscule, pylônes d’éclairage projetant des faisceaux blancs.',
    ],
    en: [
      'Floodlights on',
      'As night falls, the floodlights come on over stands that are filling fast.',
      'Stylised stadium at dusk, floodlight pylons casting white beams.',
    ],
    es: [
      'Se encienden los focos',
      'Al caer la noche, los focos se encienden sobre unas gradas que se van llenando.',
      'Estadio estilizado al anochecer, con torres de iluminación que proyectan haces blancos.',
    ],
  },
  {
    scene: 'training',
    variant: 55,
    fr: [
      'Échauffement',
      'Rondos, sprints, frappes au but : l’échauffement commence sous les premiers chants.',
      'Joueurs stylisés évoluant entre des plots sur une pelouse vert vif.',
    ],
    en: [
      'Warm-up',
      'Rondos, short sprints, shots at goal: the warm-up begins as the first songs ring out.',
      'Stylised players moving between cones on bright green grass.',
    ],
    es: [
      'Calentamiento',
      'Rondos, sprints y disparos a puerta: el calentamiento arranca con los primeros cánticos.',
      'Jugadores estilizados moviéndose entre conos sobre un césped verde intenso.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 45,
    fr: [
      'Dans le tunnel',
      'Le capitaine de Valmont attend dans le tunnel, le regard fixé sur la lumière du terrain.',
      'Silhouette sombre d’un joueur se découpant sur un fond lumineux.',
    ],
    en: [
      'In the tunnel',
      'Valmont’s captain waits in the tunnel, eyes fixed on the light at the far end.',
      'Dark silhouette of a player outlined against a bright background.',
    ],
    es: [
      'En el túnel',
      'El capitán del Valmont espera en el túnel, con la mirada clavada en la luz del campo.',
      'Silueta oscura de un jugador recortada sobre un fondo luminoso.',
    ],
  },
  {
    scene: 'crowd',
    variant: 85,
    fr: [
      'Le tifo du virage Nord',
      'Le virage Nord déploie un tifo géant aux couleurs de la ville : 40 mètres de bleu ciel.',
      'Tribune stylisée dont le public disparaît sous une immense bâche colorée.',
    ],
    en: [
      'The North End tifo',
      'The North End unfurls a giant tifo in the town’s colours: forty metres of sky blue.',
      'Stylised stand whose crowd disappears beneath a huge coloured banner.',
    ],
    es: [
      'El tifo del fondo Norte',
      'El fondo Norte despliega un tifo gigante con los colores locales: 40 metros de celeste.',
      'Grada estilizada cuyo público desaparece bajo una enorme lona de colores.',
    ],
  },
  {
    scene: 'crowd',
    variant: 54,
    fr: [
      'Le parcage rouge et noir',
      'Serrés dans le parcage, les supporters de Rivemont donnent de la voix dès l’échauffement.',
      'Bloc compact de silhouettes stylisées massées dans un angle de tribune.',
    ],
    en: [
      'The red and black corner',
      'Packed into the away end, the Rivemont fans are in full voice from the warm-up onwards.',
      'Compact block of stylised figures packed into one corner of a stand.',
    ],
    es: [
      'La esquina rojinegra',
      'Apiñados en la grada visitante, los hinchas del Rivemont cantan desde el calentamiento.',
      'Bloque compacto de siluetas estilizadas apiñadas en una esquina de la grada.',
    ],
  },
  {
    scene: 'ball',
    variant: 55,
    fr: [
      'Coup d’envoi',
      'Il est 20 h 45 : le ballon roule enfin, et tout Valmont retient son souffle.',
      'Ballon stylisé posé sur l’herbe, dessiné en formes géométriques simples.',
    ],
    en: [
      'Kick-off',
      'It is 8.45pm: the ball finally rolls, and the whole of Valmont holds its breath.',
      'Stylised ball resting on the grass, drawn in simple geometric shapes.',
    ],
    es: [
      'Saque inicial',
      'Son las 20.45: el balón por fin echa a rodar y todo Valmont contiene el aliento.',
      'Balón estilizado sobre la hierba, dibujado con formas geométricas sencillas.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 54,
    fr: [
      'Douche froide',
      'À la 12e minute, Noah Verdier s’élève sur un corner et ouvre le score pour Rivemont.',
      'Silhouette stylisée d’un joueur en pleine détente, le ballon au niveau du front.',
    ],
    en: [
      'Cold shower',
      'In the 12th minute Noah Verdier rises highest at a corner to put Rivemont ahead.',
      'Stylised silhouette of a player in mid-leap, the ball level with his forehead.',
    ],
    es: [
      'Jarro de agua fría',
      'En el minuto 12, Noah Verdier se eleva en un córner y adelanta al Rivemont.',
      'Silueta estilizada de un jugador en pleno salto, con el balón a la altura de la frente.',
    ],
  },
  {
    scene: 'crowd',
    variant: 95,
    fr: [
      'Stupeur en tribune',
      'Le parcage exulte, les tribunes locales sifflent : Valmont semble tétanisé par l’enjeu.',
      'Rangées de spectateurs stylisés dessinées dans des teintes froides.',
    ],
    en: [
      'Stunned stands',
      'The away end celebrates, the home stands whistle: Valmont look frozen by the occasion.',
      'Rows of stylised spectators drawn in cool tones.',
    ],
    es: [
      'Estupor en la grada',
      'La afición visitante celebra y la local silba: el Valmont parece paralizado.',
      'Filas de espectadores estilizados dibujadas en tonos fríos.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 55,
    fr: [
      'L’éclair de Benhaddou',
      'À la 27e, Samy Benhaddou repique dans l’axe et enroule une frappe en pleine lucarne.',
      'Silhouette stylisée d’un joueur frappant le ballon, jambe tendue.',
    ],
    en: [
      'Benhaddou strikes',
      'On 27 minutes Samy Benhaddou cuts inside and curls a shot into the top corner.',
      'Stylised silhouette of a player striking the ball, leg fully extended.',
    ],
    es: [
      'El chispazo de Benhaddou',
      'En el 27, Samy Benhaddou se va hacia dentro y la clava en la escuadra con rosca.',
      'Silueta estilizada de un jugador golpeando el balón con la pierna extendida.',
    ],
  },
  {
    scene: 'crowd',
    variant: 105,
    fr: [
      'Le stade se réveille',
      'Le virage Nord bascule dans une joie désordonnée, écharpes tournoyant en l’air.',
      'Foule stylisée aux bras levés, confettis en suspension.',
    ],
    en: [
      'The ground wakes up',
      'The North End dissolves into joyful chaos, scarves whirling overhead.',
      'Stylised crowd with arms raised and confetti hanging in the air.',
    ],
    es: [
      'El estadio despierta',
      'El fondo Norte estalla en una alegría desordenada, con las bufandas girando en el aire.',
      'Multitud estilizada con los brazos en alto y confeti suspendido en el aire.',
    ],
  },
  {
    scene: 'ball',
    variant: 65,
    fr: [
      'Sang-froid',
      'Benhaddou fauché dans la surface, Yanis Berthelot transforme le penalty plein axe (41e).',
      'Ballon stylisé posé sur le point de penalty, face au but.',
    ],
    en: [
      'Nerves of steel',
      'Benhaddou is brought down in the box and Yanis Berthelot rolls the penalty down the middle.',
      'Stylised ball on the penalty spot, facing the goal.',
    ],
    es: [
      'Sangre fría',
      'Derriban a Benhaddou en el área y Yanis Berthelot transforma el penalti por el centro.',
      'Balón estilizado sobre el punto de penalti, frente a la portería.',
    ],
  },
  {
    scene: 'tactics-board',
    variant: 55,
    fr: [
      'À la pause',
      'À la mi-temps, Valmont mène 2–1 et le staff ajuste les repères du pressing.',
      'Tableau tactique stylisé, pions et flèches déplacés vers le centre.',
    ],
    en: [
      'Half-time',
      'At the break Valmont lead 2–1 and the staff fine-tune the pressing triggers.',
      'Stylised tactics board with counters and arrows shifted towards the centre.',
    ],
    es: [
      'En el descanso',
      'En el descanso, el Valmont gana 2–1 y el cuerpo técnico ajusta la presión.',
      'Pizarra táctica estilizada con fichas y flechas desplazadas hacia el centro.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 64,
    fr: [
      'Rivemont à dix',
      'Déjà averti, Théo Castagnède reçoit un second jaune à la 63e et quitte la pelouse.',
      'Silhouette stylisée d’un joueur s’éloignant, tête basse.',
    ],
    en: [
      'Down to ten',
      'Already booked, Théo Castagnède picks up a second yellow on 63 minutes and walks off.',
      'Stylised silhouette of a player walking away, head down.',
    ],
    es: [
      'El Rivemont, con diez',
      'Ya amonestado, Théo Castagnède ve la segunda amarilla en el 63 y se marcha.',
      'Silueta estilizada de un jugador que se aleja cabizbajo.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 54,
    fr: [
      'Le doublé de Verdier',
      'À dix, Rivemont égalise en contre : Verdier trompe Guérande entre les jambes (2–2).',
      'Vue aérienne stylisée d’un terrain, joueurs réduits à des points colorés.',
    ],
    en: [
      'Verdier again',
      'Down to ten, Rivemont level on the break as Verdier nutmegs Guérande (2–2).',
      'Stylised aerial view of a pitch, the players reduced to coloured dots.',
    ],
    es: [
      'Doblete de Verdier',
      'Con diez, el Rivemont empata al contragolpe: Verdier bate a Guérande entre las piernas.',
      'Vista aérea estilizada de un campo, con los jugadores reducidos a puntos de color.',
    ],
  },
  {
    scene: 'crowd',
    variant: 115,
    fr: [
      'Silence inquiet',
      'Côté Valmont, les chants se sont tus ; en tribune, on se ronge les ongles.',
      'Spectateurs stylisés aux mains jointes, dessinés en tons sourds.',
    ],
    en: [
      'Nervous silence',
      'On the home side the singing has stopped; up in the stands, people are biting their nails.',
      'Stylised spectators with clasped hands, drawn in muted tones.',
    ],
    es: [
      'Silencio inquieto',
      'En el lado local, los cánticos se han apagado y en la grada todos se muerden las uñas.',
      'Espectadores estilizados con las manos juntas, dibujados en tonos apagados.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 55,
    fr: [
      'Valmont presse',
      'Valmont remonte son bloc et étouffe la relance adverse jusque dans sa surface.',
      'Terrain stylisé vu du dessus, points colorés massés près d’un but.',
    ],
    en: [
      'Valmont press',
      'Valmont push up and smother Rivemont’s build-up right back into their own box.',
      'Stylised pitch from above, coloured dots massed near one goal.',
    ],
    es: [
      'Presiona el Valmont',
      'El Valmont adelanta su bloque y ahoga la salida rival hasta dentro de su área.',
      'Campo estilizado visto desde arriba, con puntos de color junto a una portería.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 65,
    fr: [
      'Ferrandi, 88e',
      'Sur une récupération haute, Lucas Ferrandi ajuste Poulard d’une frappe croisée : 3–2.',
      'Silhouette stylisée d’un joueur qui court, bras écartés.',
    ],
    en: [
      'Ferrandi, 88 minutes',
      'From a turnover high up the pitch, Lucas Ferrandi drills a low shot past Poulard: 3–2.',
      'Stylised silhouette of a player running with arms spread wide.',
    ],
    es: [
      'Ferrandi, minuto 88',
      'Tras un robo arriba, Lucas Ferrandi bate a Poulard con un disparo cruzado: 3–2.',
      'Silueta estilizada de un jugador que corre con los brazos abiertos.',
    ],
  },
  {
    scene: 'crowd',
    variant: 125,
    fr: [
      'Tout le stade chante',
      'Plus de 38 000 voix entonnent l’hymne du club pour tenir jusqu’au coup de sifflet.',
      'Foule stylisée à perte de vue, écharpes tendues au-dessus des têtes.',
    ],
    en: [
      'The whole ground sings',
      'More than 38,000 voices strike up the club anthem to carry the team to the whistle.',
      'Stylised crowd as far as the eye can see, scarves held above their heads.',
    ],
    es: [
      'Canta todo el estadio',
      'Más de 38.000 voces entonan el himno del club para llevar al equipo hasta el final.',
      'Multitud estilizada hasta donde alcanza la vista, con las bufandas en alto.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 55,
    fr: [
      'Coup de sifflet final',
      'Valmont 3, Rivemont 2 : l’arbitre siffle la fin, et le derby reste en ville.',
      'Stade stylisé de nuit, pelouse éclatante sous les projecteurs.',
    ],
    en: [
      'Final whistle',
      'Valmont 3, Rivemont 2: the referee blows for time, and the derby stays in town.',
      'Stylised stadium at night, the pitch glowing under the floodlights.',
    ],
    es: [
      'Pitido final',
      'Valmont 3, Rivemont 2: el árbitro pita el final y el derbi se queda en casa.',
      'Estadio estilizado de noche, con el césped resplandeciente bajo los focos.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 75,
    fr: [
      'Merci le virage Nord',
      'Avant la conférence de presse, Didier Salvagnac salue longuement le virage Nord.',
      'Silhouette stylisée d’un homme levant les bras vers le public.',
    ],
    en: [
      'Thanking the North End',
      'Before his press conference, Didier Salvagnac takes a long bow to the North End.',
      'Stylised silhouette of a man raising his arms towards the crowd.',
    ],
    es: [
      'Gracias, fondo Norte',
      'Antes de la rueda de prensa, Didier Salvagnac saluda largamente al fondo Norte.',
      'Silueta estilizada de un hombre que levanta los brazos hacia el público.',
    ],
  },
  {
    scene: 'trophy',
    variant: 45,
    fr: [
      'Homme du match',
      'Un but, un penalty provoqué : Samy Benhaddou reçoit le trophée d’homme du match.',
      'Trophée doré stylisé, brillant sur un fond sombre.',
    ],
    en: [
      'Man of the match',
      'One goal and a penalty won: Samy Benhaddou collects the man-of-the-match award.',
      'Stylised golden trophy gleaming against a dark background.',
    ],
    es: [
      'Mejor jugador',
      'Un gol y un penalti provocado: Samy Benhaddou recibe el premio al mejor jugador.',
      'Trofeo dorado estilizado que brilla sobre un fondo oscuro.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 65,
    fr: [
      'La fête en ville',
      'Tard dans la nuit, klaxons et chants résonnent encore sur les quais de Valmont.',
      'Silhouette stylisée de la ville la nuit, fenêtres éclairées sous un ciel sombre.',
    ],
    en: [
      'Party in town',
      'Late into the night, car horns and songs still echo along the Valmont quays.',
      'Stylised night-time skyline, lit windows under a dark sky.',
    ],
    es: [
      'Fiesta en la ciudad',
      'Bien entrada la noche, los cláxones y los cánticos aún suenan en los muelles de Valmont.',
      'Perfil estilizado de la ciudad de noche, con ventanas iluminadas bajo un cielo oscuro.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 65,
    fr: [
      'Extinction des feux',
      'Le dernier projecteur s’éteint au Parc des Sorbiers ; rendez-vous au printemps pour le retour.',
      'Stade stylisé plongé dans la pénombre, quelques lumières encore allumées.',
    ],
    en: [
      'Lights out',
      'The last floodlight goes off at the Parc des Sorbiers; the return derby comes round in spring.',
      'Stylised stadium sinking into darkness, a few lights still on.',
    ],
    es: [
      'Se apagan las luces',
      'El último foco se apaga en el Parc des Sorbiers; el derbi de vuelta llegará en primavera.',
      'Estadio estilizado sumido en la penumbra, con unas pocas luces aún encendidas.',
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// The grounds of the Ligue Élite: four pictures for each of the eight clubs.
// ---------------------------------------------------------------------------------------------

const STADIUMS: ItemSpec[] = [
  // Olympique Valmont — Parc des Sorbiers
  {
    scene: 'stadium-day',
    variant: 85,
    fr: [
      'Parc des Sorbiers',
      'Bordé d’une allée de sorbiers, l’antre de l’Olympique Valmont compte 40 000 places.',
      'Stade stylisé sous un grand ciel bleu, tribunes dessinées en aplats de couleur.',
    ],
    en: [
      'Parc des Sorbiers',
      'Approached along an avenue of rowan trees, Olympique Valmont’s home holds 40,000.',
      'Stylised stadium under a wide blue sky, its stands drawn in flat colours.',
    ],
    es: [
      'Parc des Sorbiers',
      'Rodeado de serbales, el feudo del Olympique Valmont tiene capacidad para 40.000 personas.',
      'Estadio estilizado bajo un amplio cielo azul, con gradas en colores planos.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 65,
    fr: [
      'Le Parc des Sorbiers vu du ciel',
      'Vu d’en haut, le stade forme un ovale presque parfait au milieu des jardins ouvriers.',
      'Vue aérienne stylisée d’un terrain entouré de tribunes.',
    ],
    en: [
      'The Parc des Sorbiers from above',
      'From the air the ground forms an almost perfect oval among the allotments.',
      'Stylised aerial view of a pitch surrounded by stands.',
    ],
    es: [
      'El Parc des Sorbiers desde el aire',
      'Visto desde arriba, el estadio dibuja un óvalo casi perfecto entre huertos urbanos.',
      'Vista aérea estilizada de un campo rodeado de gradas.',
    ],
  },
  {
    scene: 'crowd',
    variant: 135,
    fr: [
      'Le virage Nord',
      'Debout et bruyant, le virage Nord est le cœur battant des soirs de match à Valmont.',
      'Public stylisé debout, dessiné en rangées serrées.',
    ],
    en: [
      'The North End',
      'Standing and loud, the North End is the beating heart of match nights in Valmont.',
      'Stylised standing crowd drawn in tight rows.',
    ],
    es: [
      'El fondo Norte',
      'De pie y ruidoso, el fondo Norte es el corazón de las noches de partido en Valmont.',
      'Público estilizado de pie, dibujado en filas apretadas.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 75,
    fr: [
      'Nuit européenne',
      'Les soirs de Coupe des Clubs Champions, le Parc des Sorbiers illumine toute la vallée.',
      'Stade stylisé illuminé dans la nuit, halo de lumière au-dessus du toit.',
    ],
    en: [
      'European night',
      'On Champions Club Cup nights the glow of the Parc des Sorbiers can be seen across the valley.',
      'Stylised stadium lit up at night, a halo of light above the roof.',
    ],
    es: [
      'Noche europea',
      'Las noches de Copa de Clubes Campeones, la luz del Parc des Sorbiers se ve desde todo el valle.',
      'Estadio estilizado iluminado en la noche, con un halo de luz sobre la cubierta.',
    ],
  },

  // AS Rivemont — Stade de la Rive
  {
    scene: 'stadium-day',
    variant: 84,
    fr: [
      'Stade de la Rive',
      'Construit au bord de la rivière, le stade de l’AS Rivemont accueille 19 500 spectateurs.',
      'Stade stylisé de taille moyenne, vu de l’extérieur par une journée claire.',
    ],
    en: [
      'Stade de la Rive',
      'Built on the riverbank, AS Rivemont’s ground welcomes 19,500 spectators.',
      'Stylised mid-sized stadium seen from outside on a clear day.',
    ],
    es: [
      'Estadio de la Rive',
      'Construido a orillas del río, el estadio del AS Rivemont acoge a 19.500 espectadores.',
      'Estadio estilizado de tamaño medio, visto desde fuera en un día despejado.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 74,
    fr: [
      'Entre l’eau et la ville',
      'Les supporters de Rivemont rejoignent souvent le stade à pied, par le chemin de halage.',
      'Silhouette stylisée d’une petite ville, toits et clochers en ombres chinoises.',
    ],
    en: [
      'Between river and town',
      'Rivemont fans often walk to the ground along the old towpath.',
      'Stylised outline of a small town, roofs and steeples in silhouette.',
    ],
    es: [
      'Entre el río y la ciudad',
      'Los aficionados del Rivemont suelen ir al estadio a pie por el antiguo camino de sirga.',
      'Perfil estilizado de una pequeña ciudad, con tejados y campanarios en silueta.',
    ],
  },
  {
    scene: 'crowd',
    variant: 64,
    fr: [
      'Le virage rouge et noir',
      'Réservé aux groupes de supporters, le virage Sud affiche complet depuis dix saisons.',
      'Tribune stylisée remplie de silhouettes, drapeaux dressés au-dessus de la foule.',
    ],
    en: [
      'The red and black end',
      'Home to the supporters’ groups, the South End has sold out for ten seasons running.',
      'Stylised stand packed with figures, flags held high above the crowd.',
    ],
    es: [
      'El fondo rojinegro',
      'Reservado a las peñas, el fondo Sur cuelga el «no hay billetes» desde hace diez años.',
      'Grada estilizada repleta de siluetas, con banderas alzadas sobre la multitud.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 84,
    fr: [
      'La Rive illuminée',
      'Les soirs de match, les projecteurs se reflètent dans la rivière, régal des photographes.',
      'Stade stylisé de nuit, faisceaux lumineux se détachant sur un ciel bleu nuit.',
    ],
    en: [
      'The Rive lit up',
      'On match nights the floodlights shimmer on the river, much to the photographers’ delight.',
      'Stylised stadium at night, beams of light standing out against a midnight-blue sky.',
    ],
    es: [
      'La Rive iluminada',
      'Las noches de partido, los focos se reflejan en el río para deleite de los fotógrafos.',
      'Estadio estilizado de noche, con haces de luz recortados sobre un cielo azul oscuro.',
    ],
  },

  // Stade de Lorvèze — Stade de la Forge
  {
    scene: 'stadium-day',
    variant: 92,
    fr: [
      'Stade de la Forge',
      'Ancien terrain des ouvriers de la fonderie, il garde sa charpente métallique d’origine.',
      'Stade stylisé aux lignes anguleuses, tribune couverte d’un toit à poutrelles.',
    ],
    en: [
      'Stade de la Forge',
      'Once the foundry workers’ pitch, the ground has kept its original steel frame.',
      'Stylised stadium with angular lines, one stand under a girder roof.',
    ],
    es: [
      'Estadio de la Forge',
      'Antiguo campo de los obreros de la fundición, conserva su estructura metálica original.',
      'Estadio estilizado de líneas angulosas, con una grada bajo un techo de vigas.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 72,
    fr: [
      'La Garenne',
      'En dix ans, 23 joueurs formés à La Garenne, le centre du club, ont débuté en Ligue Élite.',
      'Vue aérienne stylisée de terrains d’entraînement alignés côte à côte.',
    ],
    en: [
      'The academy at La Garenne',
      'In ten years, 23 graduates of the club’s La Garenne academy have made Ligue Élite debuts.',
      'Stylised aerial view of training pitches laid out side by side.',
    ],
    es: [
      'La cantera de La Garenne',
      'En diez años, 23 canteranos formados en La Garenne han debutado en la Ligue Élite.',
      'Vista aérea estilizada de campos de entrenamiento alineados uno junto a otro.',
    ],
  },
  {
    scene: 'crowd',
    variant: 72,
    fr: [
      'Un public de connaisseurs',
      'À Lorvèze, on applaudit un tacle bien placé autant qu’un but.',
      'Spectateurs stylisés applaudissant, mains levées à hauteur du visage.',
    ],
    en: [
      'A knowledgeable crowd',
      'In Lorvèze a well-timed tackle gets as much applause as a goal.',
      'Stylised spectators clapping, hands raised to face height.',
    ],
    es: [
      'Un público entendido',
      'En Lorvèze se aplaude una buena entrada tanto como un gol.',
      'Espectadores estilizados aplaudiendo, con las manos a la altura de la cara.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 92,
    fr: [
      'Une forteresse',
      'Une seule défaite à domicile cette saison : 15 000 places, et des visiteurs qui souffrent.',
      'Petit stade stylisé éclairé de nuit, tribunes proches de la pelouse.',
    ],
    en: [
      'Fortress Forge',
      'Only 15,000 seats, one home defeat all season: visiting teams suffer at the Forge.',
      'Small stylised stadium lit at night, its stands close to the pitch.',
    ],
    es: [
      'Una fortaleza',
      'Solo 15.000 plazas y una única derrota en casa esta temporada: aquí los rivales sufren.',
      'Pequeño estadio estilizado iluminado de noche, con las gradas pegadas al césped.',
    ],
  },

  // FC Port-Sainte-Anne — Stade de la Digue
  {
    scene: 'stadium-day',
    variant: 99,
    fr: [
      'Stade de la Digue',
      'Posé face à la mer depuis 1931, le stade du FC Port-Sainte-Anne compte 18 400 places.',
      'Stade stylisé sous un ciel lumineux traversé de quelques nuages.',
    ],
    en: [
      'Stade de la Digue',
      'Facing the sea since 1931, FC Port-Sainte-Anne’s ground holds 18,400.',
      'Stylised stadium under a bright sky crossed by a few clouds.',
    ],
    es: [
      'Estadio de la Digue',
      'Frente al mar desde 1931, el estadio del FC Port-Sainte-Anne tiene 18.400 plazas.',
      'Estadio estilizado bajo un cielo luminoso con algunas nubes.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 79,
    fr: [
      'La tribune des Dockers',
      'Bâtie en partie par les ouvriers du port, la tribune des Dockers garde sa façade Art déco.',
      'Paysage urbain stylisé de bord de mer, grues et bâtiments en silhouettes géométriques.',
    ],
    en: [
      'The Dockers’ Stand',
      'Partly built by dock workers, the Dockers’ Stand has kept its Art Deco facade.',
      'Stylised waterfront cityscape, cranes and buildings as geometric silhouettes.',
    ],
    es: [
      'La tribune des Dockers',
      'Construida en parte por los estibadores del puerto, conserva su fachada art déco.',
      'Paisaje urbano costero estilizado, con grúas y edificios en siluetas geométricas.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 79,
    fr: [
      'La Digue de demain',
      'La rénovation présentée cette semaine portera la Digue à 27 000 places, toit compris.',
      'Vue du dessus stylisée d’un terrain rectangulaire et de ses abords.',
    ],
    en: [
      'Tomorrow’s Digue',
      'The renovation unveiled this week will take the Digue to 27,000 seats, under a new roof.',
      'Stylised top-down view of a rectangular pitch and its surroundings.',
    ],
    es: [
      'La Digue del futuro',
      'La reforma presentada esta semana llevará la Digue a 27.000 plazas, con nueva cubierta.',
      'Vista cenital estilizada de un campo rectangular y sus alrededores.',
    ],
  },
  {
    scene: 'crowd',
    variant: 79,
    fr: [
      'Le Kop du Phare',
      'Fief des Gabiers, le Kop du Phare attend le secteur debout de 3 500 places promis.',
      'Kop stylisé battu par le vent, écharpes et bannières tendues.',
    ],
    en: [
      'The Kop du Phare',
      'Home of the Gabiers, the Kop du Phare awaits its promised 3,500-place standing section.',
      'Stylised kop in the wind, scarves and banners stretched taut.',
    ],
    es: [
      'El Kop du Phare',
      'Feudo de los Gabiers, el Kop du Phare espera su prometida zona de pie de 3.500 plazas.',
      'Grada estilizada azotada por el viento, con bufandas y pancartas tensas.',
    ],
  },

  // Racing Montclair — Stade des Tilleuls
  {
    scene: 'stadium-day',
    variant: 73,
    fr: [
      'Stade des Tilleuls',
      'Niché dans un quartier résidentiel, le stade du Racing Montclair est bordé de jardins.',
      'Stade stylisé entouré de verdure, sous un soleil de printemps.',
    ],
    en: [
      'Stade des Tilleuls',
      'Tucked into a residential district, Racing Montclair’s ground is lined with gardens.',
      'Stylised stadium surrounded by greenery under a spring sun.',
    ],
    es: [
      'Stade des Tilleuls',
      'En pleno barrio residencial, el estadio del Racing Montclair está rodeado de jardines.',
      'Estadio estilizado rodeado de vegetación, bajo un sol primaveral.',
    ],
  },
  {
    scene: 'crowd',
    variant: 83,
    fr: [
      'Familles en tribune',
      'La tribune familiale fait la fierté du Racing : petits prix et animations pour les enfants.',
      'Public stylisé mêlant grandes et petites silhouettes.',
    ],
    en: [
      'Families in the stands',
      'Racing are proud of their family stand: cheap tickets and activities for children.',
      'Stylised crowd mixing tall and small figures.',
    ],
    es: [
      'Familias en la grada',
      'El Racing presume de su grada familiar: entradas baratas y actividades para los niños.',
      'Público estilizado que mezcla siluetas altas y pequeñas.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 83,
    fr: [
      'Une pelouse de billard',
      'Renouvelée l’été dernier, sa pelouse hybride passe pour la meilleure du championnat.',
      'Vue aérienne stylisée d’une pelouse impeccable, tondue en damier.',
    ],
    en: [
      'Like a snooker table',
      'Relaid last summer, its hybrid pitch is reckoned to be the best in the league.',
      'Stylised aerial view of an immaculate pitch mown in a chequered pattern.',
    ],
    es: [
      'Una alfombra',
      'Renovado el verano pasado, su césped híbrido tiene fama de ser el mejor de la liga.',
      'Vista aérea estilizada de un césped impecable, cortado en damero.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 73,
    fr: [
      'Les Tilleuls sous la pluie',
      'Même les soirs d’averse, le stade des Tilleuls remplit ses 21 000 places.',
      'Stade stylisé de nuit, fines hachures de pluie dans la lumière des projecteurs.',
    ],
    en: [
      'The Tilleuls in the rain',
      'Even on rainy nights the Stade des Tilleuls fills all 21,000 of its seats.',
      'Stylised stadium at night, fine streaks of rain in the floodlights.',
    ],
    es: [
      'Los Tilleuls bajo la lluvia',
      'Incluso las noches de aguacero, el Stade des Tilleuls llena sus 21.000 asientos.',
      'Estadio estilizado de noche, con finas líneas de lluvia bajo los focos.',
    ],
  },

  // US Belcastel — Stade du Château
  {
    scene: 'stadium-day',
    variant: 96,
    fr: [
      'Stade du Château',
      'Au pied du château qui domine la ville, c’est le plus ancien stade de la Ligue Élite.',
      'Stade stylisé aux tribunes basses, vu par une après-midi ensoleillée.',
    ],
    en: [
      'Stade du Château',
      'At the foot of the castle above the town stands the oldest ground in the Ligue Élite.',
      'Stylised stadium with low stands, seen on a sunny afternoon.',
    ],
    es: [
      'Estadio du Château',
      'A los pies del castillo que domina la ciudad está el estadio más viejo de la Ligue Élite.',
      'Estadio estilizado de gradas bajas, visto en una tarde soleada.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 86,
    fr: [
      'La ville haute',
      'Depuis la ville haute, on aperçoit un coin de pelouse entre les toits de tuiles.',
      'Silhouette stylisée d’une ville perchée, tours et toits étagés.',
    ],
    en: [
      'The upper town',
      'From the upper town you can glimpse a corner of the pitch between the tiled roofs.',
      'Stylised outline of a hilltop town, towers and roofs rising in tiers.',
    ],
    es: [
      'La ciudad alta',
      'Desde la ciudad alta se divisa un rincón del césped entre los tejados.',
      'Perfil estilizado de una ciudad en lo alto, con torres y tejados escalonados.',
    ],
  },
  {
    scene: 'trophy',
    variant: 46,
    fr: [
      'La Coupe féminine',
      'Premier trophée majeur du club, la Coupe féminine trône sous la tribune d’honneur.',
      'Coupe stylisée dorée posée sur un socle, reflets dessinés en traits clairs.',
    ],
    en: [
      'The women’s cup',
      'The women’s cup, the club’s first major trophy, now sits proudly beneath the main stand.',
      'Stylised golden cup on a plinth, highlights drawn in light strokes.',
    ],
    es: [
      'La Copa femenina',
      'Primer gran título del club, la Copa femenina luce ya bajo la tribuna principal.',
      'Copa dorada estilizada sobre un pedestal, con reflejos en trazos claros.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 96,
    fr: [
      'Le Château en nocturne',
      'Depuis sa rénovation, l’éclairage peut habiller les tribunes d’orange et de noir.',
      'Stade stylisé de nuit, tribunes baignées d’une lumière colorée.',
    ],
    en: [
      'The Château by night',
      'Since its upgrade, the lighting can bathe the stands in orange and black.',
      'Stylised stadium at night, the stands bathed in coloured light.',
    ],
    es: [
      'El Château de noche',
      'Desde su renovación, la iluminación puede teñir las gradas de naranja y negro.',
      'Estadio estilizado de noche, con las gradas bañadas de luz de colores.',
    ],
  },

  // SC Aubrac — Stade des Estives
  {
    scene: 'stadium-day',
    variant: 88,
    fr: [
      'Stade des Estives',
      'Perché à plus de 1 000 mètres d’altitude, c’est le stade le plus haut du championnat.',
      'Stade stylisé en plein air, ciel immense au-dessus d’une tribune unique.',
    ],
    en: [
      'Stade des Estives',
      'More than a thousand metres above sea level, it is the highest ground in the league.',
      'Stylised open-air stadium, a vast sky above a single stand.',
    ],
    es: [
      'Estadio des Estives',
      'Situado a más de mil metros de altitud, es el estadio más alto de la liga.',
      'Estadio estilizado al aire libre, con un cielo inmenso sobre una única tribuna.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 88,
    fr: [
      'Déneigement',
      'En hiver, des bénévoles viennent déneiger la pelouse à la pelle la veille des matchs.',
      'Vue aérienne stylisée d’un terrain aux couleurs pâles et froides.',
    ],
    en: [
      'Clearing the snow',
      'In winter, volunteers turn up with shovels to clear the pitch the day before a match.',
      'Stylised aerial view of a pitch in pale, cold colours.',
    ],
    es: [
      'Quitando la nieve',
      'En invierno, los voluntarios quitan la nieve del césped con palas la víspera del partido.',
      'Vista aérea estilizada de un campo en colores pálidos y fríos.',
    ],
  },
  {
    scene: 'crowd',
    variant: 88,
    fr: [
      'Tout le plateau descend',
      'Les jours de match, des villages entiers se retrouvent pour remplir les 11 000 places.',
      'Foule stylisée emmitouflée, bonnets et écharpes dessinés en formes simples.',
    ],
    en: [
      'The whole plateau turns out',
      'On match days whole villages come together to fill the 11,000 seats.',
      'Stylised crowd wrapped up warm, hats and scarves drawn as simple shapes.',
    ],
    es: [
      'Baja toda la meseta',
      'Los días de partido, pueblos enteros se reúnen para llenar las 11.000 plazas.',
      'Multitud estilizada bien abrigada, con gorros y bufandas en formas sencillas.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 88,
    fr: [
      'Horizon de pâturages',
      'Derrière la tribune principale, le regard file jusqu’aux pâturages et aux burons.',
      'Horizon stylisé de collines douces et de quelques bâtisses isolées.',
    ],
    en: [
      'Pasture on the horizon',
      'Behind the main stand, the view stretches away to summer pastures and stone huts.',
      'Stylised horizon of gentle hills and a few isolated buildings.',
    ],
    es: [
      'Horizonte de pastos',
      'Detrás de la tribuna principal, la vista se pierde entre pastos y cabañas de piedra.',
      'Horizonte estilizado de colinas suaves y algunas construcciones aisladas.',
    ],
  },

  // Girondins de Merval — Stade des Vignes
  {
    scene: 'stadium-day',
    variant: 90,
    fr: [
      'Stade des Vignes',
      'Entouré de vignes, le stade des Girondins de Merval a été inauguré pour leur centenaire.',
      'Grand stade moderne stylisé, toit courbe sous un ciel d’été.',
    ],
    en: [
      'Stade des Vignes',
      'Surrounded by vineyards, the Girondins de Merval’s ground opened in the centenary year.',
      'Large modern stylised stadium, its curved roof under a summer sky.',
    ],
    es: [
      'Estadio des Vignes',
      'Rodeado de viñedos, el estadio de los Girondins de Merval se estrenó en su centenario.',
      'Gran estadio moderno estilizado, con la cubierta curva bajo un cielo de verano.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 90,
    fr: [
      'Un toit en rangs de vigne',
      'Son toit ondulé, pensé pour évoquer les rangs de vigne, couvre les 32 000 places.',
      'Vue aérienne stylisée d’un stade dont le toit dessine des vagues régulières.',
    ],
    en: [
      'A roof like rows of vines',
      'Its rippling roof, designed to echo rows of vines, covers all 32,000 seats.',
      'Stylised aerial view of a stadium whose roof forms regular waves.',
    ],
    es: [
      'Un techo de viñas',
      'Su cubierta ondulada, pensada para evocar las hileras de viñas, cubre las 32.000 plazas.',
      'Vista aérea estilizada de un estadio cuya cubierta dibuja ondas regulares.',
    ],
  },
  {
    scene: 'crowd',
    variant: 90,
    fr: [
      'Le kop des Girondins',
      'Installé derrière le but, le kop des Girondins chante pendant quatre-vingt-dix minutes.',
      'Kop stylisé derrière un but, silhouettes serrées et bannières déployées.',
    ],
    en: [
      'The Girondins kop',
      'Behind the goal, the Girondins kop keeps up the noise for ninety minutes.',
      'Stylised kop behind a goal, tightly packed figures and banners unfurled.',
    ],
    es: [
      'El fondo de los Girondins',
      'Detrás de la portería, la grada de animación de los Girondins no calla en todo el partido.',
      'Grada estilizada tras una portería, con siluetas apiñadas y pancartas desplegadas.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 90,
    fr: [
      'Dernier soir de saison',
      'Pour le dernier match de la saison, le public reste longtemps après le coup de sifflet.',
      'Stade stylisé de nuit, tribunes encore pleines sous les projecteurs.',
    ],
    en: [
      'Last night of the season',
      'At the final home game of the season, the crowd stays on long after the final whistle.',
      'Stylised stadium at night, the stands still full under the floodlights.',
    ],
    es: [
      'Última noche de la temporada',
      'En el último partido de la temporada, el público se queda mucho después del pitido.',
      'Estadio estilizado de noche, con las gradas aún llenas bajo los focos.',
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Racing Montclair's winter training camp at Playa Serena, on the Andalusian coast, day by day.
// ---------------------------------------------------------------------------------------------

const TRAINING_CAMP: ItemSpec[] = [
  // Monday: arrival
  {
    scene: 'city-skyline',
    variant: 93,
    fr: [
      'Arrivée à Playa Serena',
      'Après deux heures de vol, le Racing Montclair pose ses valises sur la côte andalouse.',
      'Front de mer stylisé, immeubles blancs et soleil bas sur l’horizon.',
    ],
    en: [
      'Arriving in Playa Serena',
      'After a two-hour flight, Racing Montclair unpack their bags on the Andalusian coast.',
      'Stylised seafront, white buildings and a low sun on the horizon.',
    ],
    es: [
      'Llegada a Playa Serena',
      'Tras dos horas de vuelo, el Racing Montclair deshace las maletas en la costa andaluza.',
      'Paseo marítimo estilizado, con edificios blancos y el sol bajo en el horizonte.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 93,
    fr: [
      'Le complexe',
      'Quatre terrains impeccables à deux pas de la mer : le décor de la semaine est planté.',
      'Vue aérienne stylisée de plusieurs terrains d’entraînement côte à côte.',
    ],
    en: [
      'The complex',
      'Four immaculate pitches a stone’s throw from the sea: the scene is set for the week.',
      'Stylised aerial view of several training pitches side by side.',
    ],
    es: [
      'Las instalaciones',
      'Cuatro campos impecables a un paso del mar: el escenario de la semana está listo.',
      'Vista aérea estilizada de varios campos de entrenamiento uno junto a otro.',
    ],
  },
  {
    scene: 'training',
    variant: 63,
    fr: [
      'Premier footing',
      'Pour se dégourdir les jambes, footing léger sur la promenade en fin d’après-midi.',
      'Joueurs stylisés courant en file, ombres allongées par le soleil du soir.',
    ],
    en: [
      'First jog',
      'To stretch their legs, the squad go for an easy late-afternoon run along the promenade.',
      'Stylised players running in single file, long shadows cast by the evening sun.',
    ],
    es: [
      'Primer rodaje',
      'Para soltar las piernas, carrera suave por el paseo marítimo al caer la tarde.',
      'Jugadores estilizados corriendo en fila, con sombras alargadas por el sol de la tarde.',
    ],
  },
  {
    scene: 'tactics-board',
    variant: 63,
    fr: [
      'Le programme',
      'Le staff présente le programme : deux séances par jour et un match amical samedi.',
      'Tableau stylisé divisé en colonnes, annoté de flèches et de symboles.',
    ],
    en: [
      'The schedule',
      'The staff set out the week: two sessions a day and a friendly on Saturday.',
      'Stylised board split into columns, annotated with arrows and symbols.',
    ],
    es: [
      'El programa',
      'El cuerpo técnico presenta la semana: dos sesiones al día y un amistoso el sábado.',
      'Pizarra estilizada dividida en columnas, anotada con flechas y símbolos.',
    ],
  },

  // Tuesday: fitness
  {
    scene: 'training',
    variant: 73,
    fr: [
      'Séance du matin',
      'Mardi, 8 h 30 : place au travail physique, entre fractionné et ateliers de force.',
      'Joueurs stylisés en plein effort sur une pelouse vert vif.',
    ],
    en: [
      'Morning session',
      'Tuesday, 8.30am: time for the hard yards, with interval runs and strength circuits.',
      'Stylised players working hard on bright green grass.',
    ],
    es: [
      'Sesión matinal',
      'Martes, 8.30: toca trabajo físico, con series y circuitos de fuerza.',
      'Jugadores estilizados en pleno esfuerzo sobre un césped verde intenso.',
    ],
  },
  {
    scene: 'training',
    variant: 83,
    fr: [
      'Les gardiens à part',
      'Bastien Lhermitte et les deux autres gardiens plongent sans relâche pour Jean-Marc Oury.',
      'Scène d’entraînement stylisée, un joueur isolé devant un but.',
    ],
    en: [
      'Goalkeepers apart',
      'Bastien Lhermitte and the two other keepers dive again and again for Jean-Marc Oury.',
      'Stylised training scene, a lone player in front of a goal.',
    ],
    es: [
      'Los porteros, aparte',
      'Bastien Lhermitte y los otros dos porteros encadenan estiradas ante Jean-Marc Oury.',
      'Escena de entrenamiento estilizada, con un jugador solo ante una portería.',
    ],
  },
  {
    scene: 'ball',
    variant: 73,
    fr: [
      'Concours de jonglages',
      'Entre deux ateliers, concours de jonglages : le record de la matinée tient à 214 touches.',
      'Ballon stylisé en l’air, arcs de mouvement dessinés autour de lui.',
    ],
    en: [
      'Keepy-uppy contest',
      'Between drills, a keepy-uppy contest: the morning’s record stands at 214 touches.',
      'Stylised ball in mid-air, arcs of motion drawn around it.',
    ],
    es: [
      'Concurso de toques',
      'Entre ejercicio y ejercicio, concurso de toques: el récord de la mañana queda en 214.',
      'Balón estilizado en el aire, rodeado de arcos de movimiento.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 83,
    fr: [
      'Récupération',
      'L’après-midi, bains froids et étirements pour des organismes mis à rude épreuve.',
      'Silhouette stylisée d’un joueur au repos, tête baissée.',
    ],
    en: [
      'Recovery',
      'In the afternoon, ice baths and stretching for bodies that have been pushed hard.',
      'Stylised silhouette of a player at rest, head bowed.',
    ],
    es: [
      'Recuperación',
      'Por la tarde, baños de hielo y estiramientos para unos cuerpos muy castigados.',
      'Silueta estilizada de un jugador en reposo, con la cabeza gacha.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 103,
    fr: [
      'Dîner face à la mer',
      'Le soir, le groupe dîne en terrasse face à la mer, téléphones interdits à table.',
      'Silhouette stylisée d’une ville côtière au coucher du soleil, ciel orangé.',
    ],
    en: [
      'Dinner by the sea',
      'In the evening the squad dine on a terrace by the sea, with phones banned from the table.',
      'Stylised outline of a coastal town at sunset under an orange sky.',
    ],
    es: [
      'Cena frente al mar',
      'Por la noche, el grupo cena en una terraza frente al mar, sin móviles en la mesa.',
      'Perfil estilizado de una ciudad costera al atardecer, bajo un cielo anaranjado.',
    ],
  },

  // Wednesday: tactics
  {
    scene: 'tactics-board',
    variant: 73,
    fr: [
      'Séance vidéo',
      'Mercredi, Franck Vidalenc revoit les quatorze buts encaissés à l’aller, image par image.',
      'Tableau tactique stylisé, pions reliés par des lignes pointillées.',
    ],
    en: [
      'Video session',
      'On Wednesday Franck Vidalenc reviews the fourteen goals conceded so far, frame by frame.',
      'Stylised tactics board, counters linked by dotted lines.',
    ],
    es: [
      'Sesión de vídeo',
      'El miércoles, Franck Vidalenc repasa los catorce goles encajados, imagen a imagen.',
      'Pizarra táctica estilizada, con fichas unidas por líneas de puntos.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 103,
    fr: [
      'Le bloc bas',
      'Sur le terrain, on répète les coulissements du bloc bas, marque de fabrique du Racing.',
      'Terrain stylisé vu du dessus, points colorés disposés en lignes régulières.',
    ],
    en: [
      'The low block',
      'Out on the pitch they rehearse the shifts of the low block, Racing’s trademark.',
      'Stylised pitch from above, coloured dots arranged in neat lines.',
    ],
    es: [
      'El bloque bajo',
      'Sobre el césped se ensayan las basculaciones del bloque bajo, seña de identidad del Racing.',
      'Campo estilizado visto desde arriba, con puntos de color dispuestos en líneas regulares.',
    ],
  },
  {
    scene: 'training',
    variant: 93,
    fr: [
      'Opposition à onze',
      'En fin de séance, onze contre onze sur un demi-terrain, chasubles contre maillots.',
      'Deux groupes de joueurs stylisés face à face sur une pelouse.',
    ],
    en: [
      'Eleven against eleven',
      'To finish the session, eleven-a-side on half a pitch, bibs against shirts.',
      'Two groups of stylised players facing each other on the grass.',
    ],
    es: [
      'Once contra once',
      'Para acabar la sesión, once contra once en medio campo, petos contra camisetas.',
      'Dos grupos de jugadores estilizados frente a frente sobre el césped.',
    ],
  },
  {
    scene: 'tactics-board',
    variant: 83,
    fr: [
      'Coups de pied arrêtés',
      'Les corners sont travaillés avec méthode : six combinaisons, chacune son nom de code.',
      'Schéma stylisé d’une surface de réparation, trajectoires fléchées vers le but.',
    ],
    en: [
      'Set pieces',
      'Corners are drilled methodically: six routines, each with its own code name.',
      'Stylised diagram of a penalty area, arrowed runs towards goal.',
    ],
    es: [
      'Balón parado',
      'Los córneres se trabajan con método: seis jugadas, cada una con su nombre en clave.',
      'Esquema estilizado de un área, con trayectorias marcadas con flechas hacia la portería.',
    ],
  },
  {
    scene: 'ball',
    variant: 83,
    fr: [
      'Frappes en rab',
      'Les attaquants restent après la séance pour une demi-heure de frappes en plus.',
      'Ballon stylisé filant vers un filet, trajectoire tracée en courbe.',
    ],
    en: [
      'Extra shooting',
      'The forwards stay behind after training for another half-hour of shooting practice.',
      'Stylised ball flying towards a net along a curved path.',
    ],
    es: [
      'Disparos extra',
      'Los delanteros se quedan tras el entrenamiento para media hora más de disparos.',
      'Balón estilizado volando hacia una red, con la trayectoria dibujada en curva.',
    ],
  },

  // Thursday: day off
  {
    scene: 'city-skyline',
    variant: 113,
    fr: [
      'Journée libre',
      'Jeudi, repos : la plupart des joueurs visitent la vieille ville perchée sur la colline.',
      'Village stylisé à flanc de colline, maisons blanches et clocher.',
    ],
    en: [
      'Day off',
      'Thursday is a rest day: most of the players go to explore the old town up on the hill.',
      'Stylised hillside village, white houses and a bell tower.',
    ],
    es: [
      'Día libre',
      'El jueves toca descanso: casi todo el equipo sube a ver el casco antiguo de la colina.',
      'Pueblo estilizado en la ladera, con casas blancas y un campanario.',
    ],
  },
  {
    scene: 'crowd',
    variant: 143,
    fr: [
      'Rencontre avec les supporters',
      'Une centaine de supporters ayant fait le voyage repartent avec photos et autographes.',
      'Petit groupe de silhouettes stylisées rassemblées, certaines bras levés.',
    ],
    en: [
      'Meeting the fans',
      'Around a hundred supporters who made the trip go home with photos and autographs.',
      'Small gathering of stylised figures, some with raised arms.',
    ],
    es: [
      'Encuentro con la afición',
      'Un centenar de aficionados que viajaron hasta allí se llevan fotos y autógrafos.',
      'Pequeña reunión de siluetas estilizadas, algunas con los brazos en alto.',
    ],
  },
  {
    scene: 'ball',
    variant: 93,
    fr: [
      'Footvolley sur la plage',
      'Sur le sable, un tournoi de footvolley improvisé oppose les jeunes aux cadres.',
      'Ballon stylisé au-dessus d’une étendue de sable doré.',
    ],
    en: [
      'Beach footvolley',
      'On the sand, an impromptu footvolley tournament pits the youngsters against the old hands.',
      'Stylised ball above a stretch of golden sand.',
    ],
    es: [
      'Futvóley en la playa',
      'En la arena, un torneo improvisado de futvóley enfrenta a los jóvenes con los veteranos.',
      'Balón estilizado sobre una extensión de arena dorada.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 93,
    fr: [
      'Le buteur courtisé',
      'Convoité par plusieurs clubs, Mathis Carreau préfère parler de terrain que de mercato.',
      'Silhouette stylisée d’un joueur de profil, contours nets sur fond uni.',
    ],
    en: [
      'The wanted man',
      'Linked with several clubs, Mathis Carreau would rather talk about football than transfers.',
      'Stylised silhouette of a player in profile, sharp outline on a plain background.',
    ],
    es: [
      'El goleador deseado',
      'Pretendido por varios clubes, Mathis Carreau prefiere hablar de fútbol que de fichajes.',
      'Silueta estilizada de un jugador de perfil, con contorno nítido sobre fondo liso.',
    ],
  },

  // Friday: back to work
  {
    scene: 'training',
    variant: 103,
    fr: [
      'Vivacité au lever du jour',
      'Vendredi, retour sur le terrain avec une séance de vivacité dès le lever du soleil.',
      'Joueurs stylisés lancés dans un sprint, lumière rasante du matin.',
    ],
    en: [
      'Sharpness at sunrise',
      'On Friday it is back to the pitch for a speed and agility session at sunrise.',
      'Stylised players breaking into a sprint in low morning light.',
    ],
    es: [
      'Velocidad al amanecer',
      'El viernes, vuelta al césped con una sesión de velocidad nada más salir el sol.',
      'Jugadores estilizados lanzados al sprint, con la luz rasante de la mañana.',
    ],
  },
  {
    scene: 'training',
    variant: 113,
    fr: [
      'Les jeunes du centre',
      'Trois jeunes du centre de formation ont été invités à suivre le groupe professionnel.',
      'Groupe de joueurs stylisés autour d’un éducateur, plots disposés en cercle.',
    ],
    en: [
      'The academy youngsters',
      'Three academy players have been invited to train with the first-team squad.',
      'Group of stylised players around a coach, cones set out in a circle.',
    ],
    es: [
      'Los chicos de la cantera',
      'Tres jugadores de la cantera han sido invitados a entrenar con el primer equipo.',
      'Grupo de jugadores estilizados alrededor de un técnico, con conos en círculo.',
    ],
  },
  {
    scene: 'pitch-aerial',
    variant: 113,
    fr: [
      'Transitions',
      'L’après-midi, place aux transitions : récupérer le ballon bas, puis partir vite.',
      'Vue aérienne stylisée, points colorés regroupés près d’un but.',
    ],
    en: [
      'Transitions',
      'The afternoon is all about transitions: win the ball back deep, then break forward fast.',
      'Stylised aerial view, coloured dots bunched near one goal.',
    ],
    es: [
      'Transiciones',
      'Por la tarde, transiciones: recuperar el balón atrás y salir rápido hacia delante.',
      'Vista aérea estilizada, con puntos de color agrupados cerca de una portería.',
    ],
  },
  {
    scene: 'tactics-board',
    variant: 93,
    fr: [
      'Entretiens individuels',
      'Chaque joueur passe un quart d’heure avec le staff à décortiquer ses statistiques.',
      'Tableau stylisé couvert de graphiques et de chiffres schématisés.',
    ],
    en: [
      'One-to-ones',
      'Each player spends fifteen minutes with the staff going through his numbers.',
      'Stylised board covered in simplified charts and figures.',
    ],
    es: [
      'Charlas individuales',
      'Cada jugador pasa un cuarto de hora con el cuerpo técnico repasando sus estadísticas.',
      'Pizarra estilizada cubierta de gráficos y cifras esquemáticas.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 103,
    fr: [
      'Le mot du capitaine',
      'Le soir, le capitaine prend la parole devant le groupe : l’objectif, c’est l’Europe.',
      'Silhouette stylisée d’un joueur debout, bras croisés, face à la lumière.',
    ],
    en: [
      'The captain speaks',
      'In the evening the captain addresses the squad: the target is a European place.',
      'Stylised silhouette of a standing player, arms folded, facing the light.',
    ],
    es: [
      'Habla el capitán',
      'Por la noche, el capitán toma la palabra ante el grupo: el objetivo es Europa.',
      'Silueta estilizada de un jugador de pie, con los brazos cruzados, frente a la luz.',
    ],
  },

  // Saturday: the friendly
  {
    scene: 'stadium-day',
    variant: 103,
    fr: [
      'Jour de match amical',
      'Samedi, le Racing affronte une équipe de deuxième division espagnole au stade municipal.',
      'Petit stade stylisé sous le soleil, une seule tribune couverte.',
    ],
    en: [
      'Friendly match day',
      'On Saturday Racing take on a Spanish second-division side at the municipal stadium.',
      'Small stylised stadium in the sunshine, with a single covered stand.',
    ],
    es: [
      'Día de amistoso',
      'El sábado, el Racing se mide a un equipo de Segunda en el estadio municipal.',
      'Pequeño estadio estilizado bajo el sol, con una sola tribuna cubierta.',
    ],
  },
  {
    scene: 'crowd',
    variant: 153,
    fr: [
      'Tribune mélangée',
      'Supporters français et habitants du coin se partagent une petite tribune de 2 000 places.',
      'Spectateurs stylisés assis côte à côte sur quelques rangées de gradins.',
    ],
    en: [
      'A mixed crowd',
      'Travelling French fans and locals share a small 2,000-seat stand.',
      'Stylised spectators sitting side by side on a few rows of terracing.',
    ],
    es: [
      'Grada compartida',
      'Aficionados franceses y vecinos del pueblo comparten una pequeña grada de 2.000 plazas.',
      'Espectadores estilizados sentados uno junto a otro en unas pocas filas de gradas.',
    ],
  },
  {
    scene: 'ball',
    variant: 103,
    fr: [
      'Premier but de l’année',
      'Le premier but de l’année civile tombe à la 17e minute, sur un centre en retrait.',
      'Ballon stylisé au fond des filets, mailles dessinées en quadrillage.',
    ],
    en: [
      'First goal of the year',
      'The first goal of the calendar year arrives in the 17th minute, from a cut-back.',
      'Stylised ball in the back of the net, the mesh drawn as a grid.',
    ],
    es: [
      'Primer gol del año',
      'El primer gol del año llega en el minuto 17, tras un pase atrás desde la línea de fondo.',
      'Balón estilizado al fondo de la red, con la malla dibujada en cuadrícula.',
    ],
  },
  {
    scene: 'player-silhouette',
    variant: 113,
    fr: [
      'Parade réflexe',
      'Le gardien numéro un sort une parade réflexe qui préserve l’avantage avant la pause.',
      'Silhouette stylisée d’un gardien en plein plongeon.',
    ],
    en: [
      'Reflex save',
      'The first-choice goalkeeper pulls off a reflex save to protect the lead before the break.',
      'Stylised silhouette of a goalkeeper in mid-dive.',
    ],
    es: [
      'Parada de reflejos',
      'El portero titular firma una parada de reflejos que mantiene la ventaja antes del descanso.',
      'Silueta estilizada de un portero en plena estirada.',
    ],
  },
  {
    scene: 'stadium-night',
    variant: 103,
    fr: [
      'Victoire sous les projecteurs',
      'Le Racing s’impose 2-0 et le coach se dit satisfait de l’intensité affichée.',
      'Petit stade stylisé éclairé à la tombée de la nuit.',
    ],
    en: [
      'A win under the lights',
      'Racing win 2-0 and the coach says he is pleased with the intensity on show.',
      'Small stylised stadium lit up as night falls.',
    ],
    es: [
      'Victoria bajo los focos',
      'El Racing gana 2-0 y el entrenador se declara satisfecho con la intensidad mostrada.',
      'Pequeño estadio estilizado iluminado al caer la noche.',
    ],
  },
  {
    scene: 'trophy',
    variant: 53,
    fr: [
      'Un trophée souvenir',
      'Le maire de Playa Serena remet au capitaine une petite coupe en souvenir du match.',
      'Petite coupe stylisée aux anses arrondies, reflets brillants.',
    ],
    en: [
      'A keepsake trophy',
      'The mayor of Playa Serena presents the captain with a small cup to remember the match by.',
      'Small stylised cup with rounded handles and shiny highlights.',
    ],
    es: [
      'Un trofeo de recuerdo',
      'El alcalde de Playa Serena entrega al capitán una pequeña copa como recuerdo del partido.',
      'Pequeña copa estilizada de asas redondeadas y reflejos brillantes.',
    ],
  },

  // Sunday: going home
  {
    scene: 'training',
    variant: 123,
    fr: [
      'Dernière séance',
      'Dimanche matin, une ultime séance de récupération avant de plier bagage.',
      'Joueurs stylisés s’étirant au sol sur une pelouse baignée de soleil.',
    ],
    en: [
      'Final session',
      'On Sunday morning, one last recovery session before packing up.',
      'Stylised players stretching on sunlit grass.',
    ],
    es: [
      'Última sesión',
      'El domingo por la mañana, una última sesión de recuperación antes de hacer las maletas.',
      'Jugadores estilizados estirando en el suelo sobre un césped soleado.',
    ],
  },
  {
    scene: 'city-skyline',
    variant: 123,
    fr: [
      'Départ',
      'Le car quitte l’hôtel à midi pour l’aéroport, avec le sentiment du devoir accompli.',
      'Ville côtière stylisée en plein midi, formes simples et couleurs vives.',
    ],
    en: [
      'Departure',
      'The coach leaves the hotel at noon for the airport, the job done.',
      'Stylised coastal town at midday, simple shapes and bright colours.',
    ],
    es: [
      'Partida',
      'El autocar sale a mediodía rumbo al aeropuerto, con la sensación del deber cumplido.',
      'Ciudad costera estilizada a mediodía, con formas sencillas y colores vivos.',
    ],
  },
  {
    scene: 'training',
    variant: 133,
    fr: [
      'Retour à la Pommeraie',
      'De retour à la Pommeraie, le groupe ne pense plus qu’à la reprise du championnat.',
      'Joueurs stylisés sur un terrain d’entraînement par un clair matin d’hiver.',
    ],
    en: [
      'Back at the Pommeraie',
      'Back at the Pommeraie training ground, thoughts turn to the league restart.',
      'Stylised players on a training pitch on a clear winter morning.',
    ],
    es: [
      'De vuelta en la Pommeraie',
      'De vuelta en la Pommeraie, el grupo ya solo piensa en la vuelta de la liga.',
      'Jugadores estilizados en un campo de entrenamiento en una clara mañana de invierno.',
    ],
  },
];

export const SEED_GALLERIES: SeedGallery[] = [
  {
    key: 'derby-day',
    pagination: 'links',
    layout: 'grid',
    perPage: 12,
    text: {
      fr: {
        title: 'Jour de derby à Valmont',
        slug: 'jour-de-derby-a-valmont',
        description:
          'De l’aube à la nuit, le derby Valmont–Rivemont raconté en 32 images : ' +
          'la ville, le virage Nord, un match fou et la fête.',
      },
      en: {
        title: 'Derby day in Valmont',
        slug: 'derby-day-in-valmont',
        description:
          'From dawn until long after dark, the Valmont–Rivemont derby in 32 pictures: ' +
          'the town, the North End, a wild match and the party.',
      },
      es: {
        title: 'Día de derbi en Valmont',
        slug: 'dia-de-derbi-en-valmont',
        description:
          'Del amanecer a la noche, el derbi Valmont–Rivemont contado en 32 imágenes: ' +
          'la ciudad, el fondo Norte, un partido loco y la fiesta.',
      },
    },
    items: buildItems('derby-day', DERBY_DAY),
  },
  {
    key: 'stadiums-of-ligue-elite',
    pagination: 'ajax',
    layout: 'masonry',
    perPage: 12,
    text: {
      fr: {
        title: 'Les stades de la Ligue Élite',
        slug: 'les-stades-de-la-ligue-elite',
        description:
          'Huit clubs, huit enceintes : des sorbiers de Valmont aux hauteurs de l’Aubrac, ' +
          'tour d’horizon des stades du championnat.',
      },
      en: {
        title: 'The grounds of the Ligue Élite',
        slug: 'grounds-of-the-ligue-elite',
        description:
          'Eight clubs, eight grounds: from the rowan trees of Valmont to the Aubrac uplands, ' +
          'a tour of the league’s stadiums.',
      },
      es: {
        title: 'Los estadios de la Ligue Élite',
        slug: 'los-estadios-de-la-ligue-elite',
        description:
          'Ocho clubes, ocho estadios: de los serbales de Valmont a las alturas de Aubrac, ' +
          'un recorrido por los campos de la liga.',
      },
    },
    items: buildItems('stadiums-of-ligue-elite', STADIUMS),
  },
  {
    key: 'training-camp',
    pagination: 'infinite',
    infiniteMode: 'automatic',
    layout: 'expander',
    perPage: 12,
    text: {
      fr: {
        title: 'Une semaine en stage avec le Racing Montclair',
        slug: 'une-semaine-en-stage-avec-le-racing-montclair',
        description:
          'Sept jours au soleil andalou : séances, vidéo, plage et match amical, ' +
          'au cœur du stage d’hiver du Racing Montclair.',
      },
      en: {
        title: 'A week at Racing Montclair’s winter camp',
        slug: 'a-week-at-racing-montclair-winter-camp',
        description:
          'Seven days in the Andalusian sun: training, video sessions, the beach and a friendly, ' +
          'inside Racing Montclair’s winter camp.',
      },
      es: {
        title: 'Una semana con el Racing Montclair en su stage de invierno',
        slug: 'una-semana-con-el-racing-montclair-en-su-stage-de-invierno',
        description:
          'Siete días bajo el sol andaluz: entrenamientos, vídeo, playa y un amistoso, ' +
          'dentro de la concentración invernal del Racing Montclair.',
      },
    },
    items: buildItems('training-camp', TRAINING_CAMP),
  },
];
