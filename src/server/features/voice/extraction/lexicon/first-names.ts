import { words } from '../phrase-list.js';

/**
 * Common US first names. Only the weak name cues ("this is …", "I'm …", "… here") need it: after
 * "my name is" any word is taken, but after "I'm" only a known first name, so "I'm calling
 * about…" never becomes a name. Lower case, one space-separated list to keep the file short.
 */
const NAMES = words`
aaron abby abigail adam adrian adriana aiden alan albert alberto alejandro alex alexander alexandra alexis alfredo
alice alicia alison allen allison alma amanda amber amy ana andre andrea andres andrew andy angel angela angelica
angie anita ann anna anne annie anthony antonio april arthur arturo ashley audrey austin barbara barry ben benjamin
bernard beth betty beverly bill billy blake bob bobby bonnie brad bradley brandon brenda brent brett brian brittany
brooke bruce bryan byron caleb calvin cameron carl carla carlos carmen carol caroline carolyn carrie casey cassandra
catherine cathy cecilia chad charles charlie charlotte chase chelsea cheryl chris christian christina christine
christopher chuck cindy claire clara clarence claudia clay clayton clifford clint cody colin connie connor craig
crystal curtis cynthia dale dan dana daniel danielle danny darlene darrell darren dave david dawn dean deanna debbie
deborah debra dennis derek derrick diana diane dianne dolores dominic don donald donna doris dorothy doug douglas
duane dustin dwayne dylan earl ed eddie edgar eduardo edward edwin elaine eleanor elena elijah elizabeth ellen emily
emma enrique eric erica erik erin ernest esther ethan eugene eva evan evelyn faith felicia felix fernando florence
frances francis francisco frank franklin fred freddie frederick gabriel gabriela gail gary gavin gene george gerald
gerardo gina glen glenn gloria gordon grace grant greg gregory guadalupe gustavo hannah harold harry hector heather
heidi helen henry herbert holly howard hugo ian irene isaac isabel ivan jack jackie jacob jacqueline jaime jake james
jamie jan jane janet janice jared jason javier jay jean jeff jeffrey jenna jennifer jenny jeremy jerome jerry jesse
jessica jesus jill jim jimmy jo joan joann joanne joe joel joey john johnny jon jonathan jordan jorge jose joseph
josh joshua joy joyce juan juanita judith judy julia julian julie justin karen kari karl kate katherine kathleen
kathryn kathy katie kay keith kelly ken kenneth kenny kevin kim kimberly kirk kristen kristin kristina kurt kyle
lance larry laura lauren lawrence leah lee leon leonard leroy leslie lillian linda lindsay lindsey lisa lloyd logan
lois lonnie lori lorraine louis lucas lucy luis luke lydia lynn mandy manuel marc marcia marco marcus margaret maria
marian marie marilyn mario marion marissa mark marlene marsha martha martin marvin mary mason matt matthew maureen max
megan melanie melinda melissa melvin michael micheal michele michelle miguel mike mildred mindy miranda misty mitchell
molly monica morgan nancy naomi natalie nathan nathaniel neil nelson nicholas nick nicole noah norma norman olivia
omar oscar pablo pam pamela pat patricia patrick patty paul paula pedro peggy penny perry pete peter phil philip
phillip phyllis priscilla rachel rafael ralph ramon ramona randall randy raul ray raymond rebecca regina reginald
renee rhonda ricardo richard rick ricky rita rob robert roberta roberto robin rodney roger roland ron ronald ronnie
rosa rose rosemary ross roy ruben russell ruth ryan sabrina sally sam samantha samuel sandra sandy sara sarah scott
sean sergio seth shane shannon sharon shawn sheila shelby shelly sherry shirley sidney sofia sonia sophia stacy
stanley stephanie stephen steve steven sue susan suzanne sylvia tamara tammy tanya tara taylor ted terrance terri
terry theresa thomas tiffany tim timothy tina todd tom tommy tony tonya tracy travis trevor troy tyler valerie
vanessa vernon veronica vicki victor victoria vincent virginia walter wanda warren wayne wendy wesley whitney will
william willie wilson yolanda yvonne zachary
tasha nate keisha latoya jamal darnell tyrone malik imani aaliyah deshawn terrell tamika ebony rashad marquis lamar
dominique jasmine destiny brianna kayla kaitlyn madison hailey hunter colton brody wyatt tucker trent
alejandra guillermo rodrigo mauricio ignacio armando rogelio ramiro salvador esteban joaquin lorenzo marisol yesenia
maribel leticia araceli graciela rocio lupe javier alfonso
wei li jin min hiroshi kenji yuki raj priya amit sanjay vijay anil sunil deepak ravi arjun neha pooja anjali hyun minh
tuan linh thanh
ahmed mohammed mohammad muhammad ali hassan hussein khalid yusuf fatima aisha layla samir tariq karim nadia rania
olga dmitri sergei svetlana natasha igor viktor piotr lars sven nils ingrid astrid klaus hans francois pierre jacques
giuseppe giovanni luca matteo francesca giulia
`;

export const FIRST_NAMES: ReadonlySet<string> = new Set(NAMES);
