import { words } from './phrase-list.js';

/**
 * Common US first names, lower case, as space-separated lists to keep the file short. The
 * extractor needs them only for the weak name cues ("this is …", "I'm …", "… here"): after "my name
 * is" any word is taken, but after "I'm" only a known first name, so "I'm calling about…" never
 * becomes a name. The language model's training text (transcription/voicemail-corpus.ts) says the
 * most common ones.
 */

/**
 * The most common, most common first. The training text picks them by position, so this order is
 * part of the built model: add names to OTHER_NAMES.
 */
export const COMMON_FIRST_NAMES = words`
james robert michael william david richard joseph thomas charles daniel matthew anthony mark steven paul andrew joshua
kevin brian george edward ronald timothy jason jeffrey ryan jacob gary eric jonathan mary patricia jennifer linda
elizabeth barbara susan jessica sarah nancy lisa betty sandra ashley donna emily michelle carol amanda melissa deborah
stephanie rebecca laura sharon cynthia amy angela maria carlos jose luis juan ahmed tony frank peter scott greg mike
dave tom
`;

const OTHER_NAMES = words`
aaron abby abigail adam adrian adriana aiden alan albert alberto alejandro alex alexander alexandra alexis alfredo
alice alicia alison allen allison alma amber ana andre andrea andres andy angel angelica angie anita ann anna anne
annie antonio april arthur arturo audrey austin barry ben benjamin bernard beth beverly bill billy blake bob bobby
bonnie brad bradley brandon brenda brent brett brittany brooke bruce bryan byron caleb calvin cameron carl carla
carmen caroline carolyn carrie casey cassandra catherine cathy cecilia chad charlie charlotte chase chelsea cheryl
chris christian christina christine christopher chuck cindy claire clara clarence claudia clay clayton clifford clint
cody colin connie connor craig crystal curtis dale dan dana danielle danny darlene darrell darren dawn dean deanna
debbie debra dennis derek derrick diana diane dianne dolores dominic don donald doris dorothy doug douglas duane
dustin dwayne dylan earl ed eddie edgar eduardo edwin elaine eleanor elena elijah ellen emma enrique erica erik erin
ernest esther ethan eugene eva evan evelyn faith felicia felix fernando florence frances francis francisco franklin
fred freddie frederick gabriel gabriela gail gavin gene gerald gerardo gina glen glenn gloria gordon grace grant
gregory guadalupe gustavo hannah harold harry hector heather heidi helen henry herbert holly howard hugo ian irene
isaac isabel ivan jack jackie jacqueline jaime jake jamie jan jane janet janice jared javier jay jean jeff jenna jenny
jeremy jerome jerry jesse jesus jill jim jimmy jo joan joann joanne joe joel joey john johnny jon jordan jorge josh
joy joyce juanita judith judy julia julian julie justin karen kari karl kate katherine kathleen kathryn kathy katie
kay keith kelly ken kenneth kenny kim kimberly kirk kristen kristin kristina kurt kyle lance larry lauren lawrence
leah lee leon leonard leroy leslie lillian lindsay lindsey lloyd logan lois lonnie lori lorraine louis lucas lucy luke
lydia lynn mandy manuel marc marcia marco marcus margaret marian marie marilyn mario marion marissa marlene marsha
martha martin marvin mason matt maureen max megan melanie melinda melvin micheal michele miguel mildred mindy miranda
misty mitchell molly monica morgan naomi natalie nathan nathaniel neil nelson nicholas nick nicole noah norma norman
olivia omar oscar pablo pam pamela pat patrick patty paula pedro peggy penny perry pete phil philip phillip phyllis
priscilla rachel rafael ralph ramon ramona randall randy raul ray raymond regina reginald renee rhonda ricardo rick
ricky rita rob roberta roberto robin rodney roger roland ron ronnie rosa rose rosemary ross roy ruben russell ruth
sabrina sally sam samantha samuel sandy sara sean sergio seth shane shannon shawn sheila shelby shelly sherry shirley
sidney sofia sonia sophia stacy stanley stephen steve sue suzanne sylvia tamara tammy tanya tara taylor ted terrance
terri terry theresa tiffany tim tina todd tommy tonya tracy travis trevor troy tyler valerie vanessa vernon veronica
vicki victor victoria vincent virginia walter wanda warren wayne wendy wesley whitney will willie wilson yolanda
yvonne zachary
tasha nate keisha latoya jamal darnell tyrone malik imani aaliyah deshawn terrell tamika ebony rashad marquis lamar
dominique jasmine destiny brianna kayla kaitlyn madison hailey hunter colton brody wyatt tucker trent
alejandra guillermo rodrigo mauricio ignacio armando rogelio ramiro salvador esteban joaquin lorenzo marisol yesenia
maribel leticia araceli graciela rocio lupe javier alfonso
wei li jin min hiroshi kenji yuki raj priya amit sanjay vijay anil sunil deepak ravi arjun neha pooja anjali hyun minh
tuan linh thanh
mohammed mohammad muhammad ali hassan hussein khalid yusuf fatima aisha layla samir tariq karim nadia rania
olga dmitri sergei svetlana natasha igor viktor piotr lars sven nils ingrid astrid klaus hans francois pierre jacques
giuseppe giovanni luca matteo francesca giulia
`;

export const FIRST_NAMES: ReadonlySet<string> = new Set([...COMMON_FIRST_NAMES, ...OTHER_NAMES]);
