import { words } from './phrase-list.js';

/**
 * Common US surnames, lower case. The e-mail reader (extraction/email-hints.ts) uses them to tell
 * "rgoldberg" (an initial and a surname) from a first name, and to split a domain into words
 * ("walshexcavating" → walsh excavating); the name rules use them to rate a spoken surname.
 * The language model's training text has its own shorter list (transcription/corpus/caller.ts).
 */
export const LAST_NAMES: ReadonlySet<string> = new Set(words`
smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson anderson
thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker young
allen king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter
roberts gomez phillips evans turner diaz parker cruz edwards collins reyes stewart morris morales murphy cook rogers
gutierrez ortiz morgan cooper peterson bailey reed kelly howard ramos kim cox ward richardson watson brooks chavez
wood james bennett gray mendoza ruiz hughes price alvarez castillo sanders patel myers long ross foster jimenez
powell jenkins perry russell sullivan bell coleman butler henderson barnes gonzales fisher vasquez simmons romero
jordan patterson alexander hamilton graham reynolds griffin wallace moreno west cole hayes bryant herrera gibson
ellis tran medina aguilar stevens murray ford castro marshall owens harrison fernandez mcdonald woods washington
kennedy wells vargas henry chen freeman webb tucker guzman burns crawford olson simpson porter hunter gordon mendez
silva shaw snyder mason dixon munoz hunt hicks holmes palmer wagner black robertson boyd rose stone salazar fox
warren mills meyer rice schmidt garza daniels ferguson nichols stephens soto weaver ryan gardner payne grant dunn
kelley spencer hawkins arnold pierce vazquez hansen peters santos hart bradley knight elliott cunningham duncan
armstrong hudson carroll lane riley andrews alvarado ray delgado berry perkins hoffman johnston matthews pena
richards contreras willis carpenter lawrence sandoval guerrero george chapman rios estrada ortega watkins greene
nunez wheeler valdez harper burke larson santiago maldonado morrison franklin carlson austin dominguez carr lawson
jacobs obrien lynch singh vega bishop montgomery oliver jensen harvey williamson gilbert dean sims espinoza howell
walsh goldberg cohen schwartz friedman katz levine shapiro rosen kaplan weiss klein kowalski novak nowak zielinski
wojcik kaminski lewandowski obrien oconnor oneill omalley mcarthur mccarthy mcguire mckenzie mclaughlin mcmahon
donnelly doyle fitzgerald gallagher kavanagh keane brennan byrne quinn regan sweeney flanagan callahan
rossi russo esposito bianchi romano ricci marino greco bruno gallo costa ferrari moretti colombo conti mancini
muller schneider fischer weber becker schulz koch richter wolf schroeder neumann zimmerman braun hartmann krueger
nakamura tanaka suzuki yamamoto watanabe sato wang zhang liu yang huang zhao zhou chang chung park choi kang
shah mehta gupta sharma kumar reddy rao iyer desai joshi khan hussain ahmed malik ali rahman
`);
