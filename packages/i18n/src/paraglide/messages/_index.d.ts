/**
* | output |
* | --- |
* | "This is a translation. The English text is the one that binds." |
*
* @param {Common_Binding_EnglishInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_binding_english: ((inputs?: Common_Binding_EnglishInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Binding_EnglishInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Common_LanguageInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language: ((inputs?: Common_LanguageInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_LanguageInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly speaks this language to you on every device where you sign in." |
*
* @param {Common_Language_Account_HintInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_account_hint: ((inputs?: Common_Language_Account_HintInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_Account_HintInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a language" |
*
* @param {Common_Language_MenuInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_menu: ((inputs?: Common_Language_MenuInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_MenuInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Your language could not be saved. Please try again." |
*
* @param {Common_Language_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_not_saved: ((inputs?: Common_Language_Not_SavedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_Not_SavedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Neighbourly now speaks {language} to you." |
*
* @param {Common_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const common_language_saved: ((inputs: Common_Language_SavedInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Language_SavedInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please accept the Privacy Policy and the Terms of Service." |
*
* @param {Validation_AgreementInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_agreement: ((inputs?: Validation_AgreementInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_AgreementInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please verify the reCAPTCHA." |
*
* @param {Validation_CaptchaInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_captcha: ((inputs?: Validation_CaptchaInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_CaptchaInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your comment must be between 1 and 250 characters long and must not start with a space" |
*
* @param {Validation_CommentInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_comment: ((inputs?: Validation_CommentInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_CommentInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid email address." |
*
* @param {Validation_EmailInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_email: ((inputs?: Validation_EmailInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_EmailInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The format must be IN_PERSON, ONLINE or HYBRID" |
*
* @param {Validation_FormatInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_format: ((inputs?: Validation_FormatInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_FormatInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The latitude must be a number between -90 and 90" |
*
* @param {Validation_LatitudeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_latitude: ((inputs?: Validation_LatitudeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_LatitudeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores." |
*
* @param {Validation_LoginInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_login: ((inputs?: Validation_LoginInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_LoginInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The longitude must be a number between -180 and 180" |
*
* @param {Validation_LongitudeInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_longitude: ((inputs?: Validation_LongitudeInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_LongitudeInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A point must be written as latitude,longitude, e.g. 49.2642,-123.1553" |
*
* @param {Validation_NearInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_near: ((inputs?: Validation_NearInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_NearInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol." |
*
* @param {Validation_PasswordInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_password: ((inputs?: Validation_PasswordInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_PasswordInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This field is required" |
*
* @param {Validation_RequiredInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_required: ((inputs?: Validation_RequiredInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_RequiredInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each tag is one word of up to 30 letters, digits, dashes or underscores" |
*
* @param {Validation_TagInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_tag: ((inputs?: Validation_TagInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_TagInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the tags must be at most 100 characters long" |
*
* @param {Validation_TagsInputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
export const validation_tags: ((inputs?: Validation_TagsInputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_TagsInputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Binding_EnglishInputs = {};
export type Common_LanguageInputs = {};
export type Common_Language_Account_HintInputs = {};
export type Common_Language_MenuInputs = {};
export type Common_Language_Not_SavedInputs = {};
export type Common_Language_SavedInputs = {
    language: NonNullable<unknown>;
};
export type Validation_Addresssearch1Inputs = {};
export type Validation_AgreementInputs = {};
export type Validation_Alreadyaseries2Inputs = {};
export type Validation_Badlink1Inputs = {};
export type Validation_Banreason1Inputs = {};
export type Validation_CaptchaInputs = {};
export type Validation_Captchaunfinished1Inputs = {};
export type Validation_Chatmessage1Inputs = {};
export type Validation_CommentInputs = {};
export type Validation_Confirmationemailstoomany3Inputs = {};
export type Validation_Controlcharacters1Inputs = {};
export type Validation_Coverscope1Inputs = {};
export type Validation_Currentpasswordwrong2Inputs = {};
export type Validation_Displayname1Inputs = {};
export type Validation_EmailInputs = {};
export type Validation_Emailchangestoomany3Inputs = {};
export type Validation_Eventdates1Inputs = {};
export type Validation_Eventdescription1Inputs = {};
export type Validation_Eventlocation1Inputs = {};
export type Validation_Eventtitle1Inputs = {};
export type Validation_Eventtoofarahead3Inputs = {};
export type Validation_Eventtoolong2Inputs = {};
export type Validation_Eventsperday2Inputs = {};
export type Validation_FormatInputs = {};
export type Validation_Groupdescription1Inputs = {};
export type Validation_Groupid1Inputs = {};
export type Validation_Groupidtaken2Inputs = {};
export type Validation_Groupname1Inputs = {};
export type Validation_Groupupcomingevents2Inputs = {};
export type Validation_Imagesize1Inputs = {};
export type Validation_Imagetoolarge2Inputs = {};
export type Validation_Imagetype1Inputs = {};
export type Validation_Importurl1Inputs = {};
export type Validation_LatitudeInputs = {};
export type Validation_Linkexpired1Inputs = {};
export type Validation_Locationpart1Inputs = {};
export type Validation_LoginInputs = {};
export type Validation_Logintaken1Inputs = {};
export type Validation_LongitudeInputs = {};
export type Validation_Meetingurl1Inputs = {};
export type Validation_Messagingnotallowed2Inputs = {};
export type Validation_Messagingself1Inputs = {};
export type Validation_Messagingtoofast2Inputs = {};
export type Validation_Messagingyoublocked2Inputs = {};
export type Validation_Moderationreason1Inputs = {};
export type Validation_NearInputs = {};
export type Validation_Nearorplace2Inputs = {};
export type Validation_Newaccountstrangermessages3Inputs = {};
export type Validation_Notaseries2Inputs = {};
export type Validation_Participantslimit1Inputs = {};
export type Validation_PasswordInputs = {};
export type Validation_Passwordsdontmatch2Inputs = {};
export type Validation_Pinboth1Inputs = {};
export type Validation_Reportagain1Inputs = {};
export type Validation_Reportdetails1Inputs = {};
export type Validation_Reportreason1Inputs = {};
export type Validation_Reportself1Inputs = {};
export type Validation_Reportstoomany2Inputs = {};
export type Validation_RequiredInputs = {};
export type Validation_Searchrange1Inputs = {};
export type Validation_Searchtext1Inputs = {};
export type Validation_Searchwhen1Inputs = {};
export type Validation_Seriescount1Inputs = {};
export type Validation_Seriesend1Inputs = {};
export type Validation_Seriesmorecount2Inputs = {};
export type Validation_Seriesmoreend2Inputs = {};
export type Validation_Seriesmoreuntil2Inputs = {};
export type Validation_Seriesuntil1Inputs = {};
export type Validation_Suspenduntil1Inputs = {};
export type Validation_Suspenduntilonlysuspend3Inputs = {};
export type Validation_TagInputs = {};
export type Validation_TagsInputs = {};
export type Validation_Tagsrepeated1Inputs = {};
export type Validation_Unknownplace1Inputs = {};
export type Validation_Withinkm1Inputs = {};
export type Validation_Withinneedspoint2Inputs = {};
/**
* | output |
* | --- |
* | "Type an address of 3 to 200 characters" |
*
* @param {Validation_Addresssearch1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_addresssearch1: ((inputs?: Validation_Addresssearch1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Addresssearch1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event already repeats: extend its series instead." |
*
* @param {Validation_Alreadyaseries2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_alreadyaseries2: ((inputs?: Validation_Alreadyaseries2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Alreadyaseries2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This link is not valid. Please use the latest one we sent you." |
*
* @param {Validation_Badlink1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_badlink1: ((inputs?: Validation_Badlink1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Badlink1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The reason may be at most 500 characters long." |
*
* @param {Validation_Banreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_banreason1: ((inputs?: Validation_Banreason1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Banreason1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The automatic check did not finish. Please wait a moment and try again." |
*
* @param {Validation_Captchaunfinished1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_captchaunfinished1: ((inputs?: Validation_Captchaunfinished1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Captchaunfinished1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your message must be between 1 and 1000 characters long" |
*
* @param {Validation_Chatmessage1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_chatmessage1: ((inputs?: Validation_Chatmessage1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Chatmessage1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Too many confirmation emails were sent to this address." |
*
* @param {Validation_Confirmationemailstoomany3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_confirmationemailstoomany3: ((inputs?: Validation_Confirmationemailstoomany3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Confirmationemailstoomany3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the text must not contain control characters." |
*
* @param {Validation_Controlcharacters1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_controlcharacters1: ((inputs?: Validation_Controlcharacters1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Controlcharacters1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The scope must be THIS (this event) or SERIES (all events in the series)." |
*
* @param {Validation_Coverscope1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_coverscope1: ((inputs?: Validation_Coverscope1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Coverscope1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your current password is incorrect." |
*
* @param {Validation_Currentpasswordwrong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_currentpasswordwrong2: ((inputs?: Validation_Currentpasswordwrong2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Currentpasswordwrong2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your display name must be between 1 and 50 characters long and must not start with a space" |
*
* @param {Validation_Displayname1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_displayname1: ((inputs?: Validation_Displayname1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Displayname1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Too many address changes." |
*
* @param {Validation_Emailchangestoomany3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_emailchangestoomany3: ((inputs?: Validation_Emailchangestoomany3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Emailchangestoomany3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Incorrect start and/or end date and time" |
*
* @param {Validation_Eventdates1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventdates1: ((inputs?: Validation_Eventdates1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventdates1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your event description must be between 1 and 1000 characters long" |
*
* @param {Validation_Eventdescription1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventdescription1: ((inputs?: Validation_Eventdescription1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventdescription1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your event location must be between 1 and 100 characters long" |
*
* @param {Validation_Eventlocation1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventlocation1: ((inputs?: Validation_Eventlocation1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventlocation1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your event title must be between 1 and 100 characters long" |
*
* @param {Validation_Eventtitle1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventtitle1: ((inputs?: Validation_Eventtitle1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventtitle1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The event must start within 2 years from now." |
*
* @param {Validation_Eventtoofarahead3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventtoofarahead3: ((inputs?: Validation_Eventtoofarahead3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventtoofarahead3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, an event can last at most 7 days." |
*
* @param {Validation_Eventtoolong2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventtoolong2: ((inputs?: Validation_Eventtoolong2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventtoolong2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can create at most 60 events in 24 hours (each event of a series counts). Please try again later." |
*
* @param {Validation_Eventsperday2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_eventsperday2: ((inputs?: Validation_Eventsperday2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Eventsperday2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your group description must be between 1 and 1000 characters long" |
*
* @param {Validation_Groupdescription1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupdescription1: ((inputs?: Validation_Groupdescription1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupdescription1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores." |
*
* @param {Validation_Groupid1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupid1: ((inputs?: Validation_Groupid1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupid1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, this group id is already taken." |
*
* @param {Validation_Groupidtaken2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupidtaken2: ((inputs?: Validation_Groupidtaken2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupidtaken2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your group name must be between 1 and 100 characters long" |
*
* @param {Validation_Groupname1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupname1: ((inputs?: Validation_Groupname1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupname1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A group can have at most 200 upcoming events. Delete some, or wait until some have taken place." |
*
* @param {Validation_Groupupcomingevents2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_groupupcomingevents2: ((inputs?: Validation_Groupupcomingevents2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Groupupcomingevents2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The image must be at most 5 MB." |
*
* @param {Validation_Imagesize1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_imagesize1: ((inputs?: Validation_Imagesize1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Imagesize1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The image is too large (at most 40 megapixels)." |
*
* @param {Validation_Imagetoolarge2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_imagetoolarge2: ((inputs?: Validation_Imagetoolarge2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Imagetoolarge2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a PNG or JPEG image." |
*
* @param {Validation_Imagetype1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_imagetype1: ((inputs?: Validation_Imagetype1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Imagetype1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the link must be at most 100 characters long" |
*
* @param {Validation_Importurl1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_importurl1: ((inputs?: Validation_Importurl1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Importurl1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This link has expired. Please enter your address in Settings again to get a new one." |
*
* @param {Validation_Linkexpired1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_linkexpired1: ((inputs?: Validation_Linkexpired1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Linkexpired1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, each part of the location must be between 1 and 100 characters long." |
*
* @param {Validation_Locationpart1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_locationpart1: ((inputs?: Validation_Locationpart1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Locationpart1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, this username is already taken." |
*
* @param {Validation_Logintaken1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_logintaken1: ((inputs?: Validation_Logintaken1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Logintaken1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The meeting link must be a web address starting with http:// or https:// (at most 500 characters)" |
*
* @param {Validation_Meetingurl1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_meetingurl1: ((inputs?: Validation_Meetingurl1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Meetingurl1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You can write to people you share a group with, or to someone who has written to you first." |
*
* @param {Validation_Messagingnotallowed2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingnotallowed2: ((inputs?: Validation_Messagingnotallowed2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingnotallowed2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot write to yourself." |
*
* @param {Validation_Messagingself1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingself1: ((inputs?: Validation_Messagingself1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingself1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You are sending messages too fast. Please wait a minute and try again." |
*
* @param {Validation_Messagingtoofast2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingtoofast2: ((inputs?: Validation_Messagingtoofast2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingtoofast2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have blocked this person. Unblock them in Settings to write again." |
*
* @param {Validation_Messagingyoublocked2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_messagingyoublocked2: ((inputs?: Validation_Messagingyoublocked2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Messagingyoublocked2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Please give a reason of at most 500 characters." |
*
* @param {Validation_Moderationreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_moderationreason1: ((inputs?: Validation_Moderationreason1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Moderationreason1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Search near a point or a place, not both" |
*
* @param {Validation_Nearorplace2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_nearorplace2: ((inputs?: Validation_Nearorplace2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Nearorplace2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "New accounts may write only a few messages an hour to people who have not written back." |
*
* @param {Validation_Newaccountstrangermessages3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_newaccountstrangermessages3: ((inputs?: Validation_Newaccountstrangermessages3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Newaccountstrangermessages3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "This event is not part of a series." |
*
* @param {Validation_Notaseries2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_notaseries2: ((inputs?: Validation_Notaseries2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Notaseries2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The participants limit must be a whole number from 0 to 10000 (0 for unlimited)" |
*
* @param {Validation_Participantslimit1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_participantslimit1: ((inputs?: Validation_Participantslimit1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Participantslimit1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, your passwords don't match." |
*
* @param {Validation_Passwordsdontmatch2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_passwordsdontmatch2: ((inputs?: Validation_Passwordsdontmatch2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Passwordsdontmatch2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A pin needs both a latitude and a longitude, or neither" |
*
* @param {Validation_Pinboth1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_pinboth1: ((inputs?: Validation_Pinboth1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Pinboth1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have already reported this; our moderators will look at it." |
*
* @param {Validation_Reportagain1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportagain1: ((inputs?: Validation_Reportagain1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportagain1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The details may be at most 2000 characters long." |
*
* @param {Validation_Reportdetails1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportdetails1: ((inputs?: Validation_Reportdetails1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportdetails1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the reasons in the list." |
*
* @param {Validation_Reportreason1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportreason1: ((inputs?: Validation_Reportreason1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportreason1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You cannot report yourself or what you wrote." |
*
* @param {Validation_Reportself1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportself1: ((inputs?: Validation_Reportself1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportself1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "You have sent many reports in the last hour." |
*
* @param {Validation_Reportstoomany2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_reportstoomany2: ((inputs?: Validation_Reportstoomany2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Reportstoomany2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The date range must end after it starts and span at most 366 days" |
*
* @param {Validation_Searchrange1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_searchrange1: ((inputs?: Validation_Searchrange1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Searchrange1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, the search text must be at most 100 characters long" |
*
* @param {Validation_Searchtext1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_searchtext1: ((inputs?: Validation_Searchtext1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Searchtext1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Dates must be written like 2026-12-05 or 2026-12-05T18:00" |
*
* @param {Validation_Searchwhen1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_searchwhen1: ((inputs?: Validation_Searchwhen1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Searchwhen1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A series repeats from 2 to 52 times." |
*
* @param {Validation_Seriescount1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriescount1: ((inputs?: Validation_Seriescount1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriescount1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose when the series ends: on a date or after a number of times." |
*
* @param {Validation_Seriesend1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesend1: ((inputs?: Validation_Seriesend1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesend1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Add from 1 to 51 more dates." |
*
* @param {Validation_Seriesmorecount2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesmorecount2: ((inputs?: Validation_Seriesmorecount2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesmorecount2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how to extend the series: with a number of dates or until a later date." |
*
* @param {Validation_Seriesmoreend2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesmoreend2: ((inputs?: Validation_Seriesmoreend2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesmoreend2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The new end date must be after the last date of the series, and the series at most 52 upcoming events long." |
*
* @param {Validation_Seriesmoreuntil2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesmoreuntil2: ((inputs?: Validation_Seriesmoreuntil2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesmoreuntil2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The end date must be after the first event, and the series at most 52 events long." |
*
* @param {Validation_Seriesuntil1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_seriesuntil1: ((inputs?: Validation_Seriesuntil1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Seriesuntil1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The end of a suspension must be a date and time in the future." |
*
* @param {Validation_Suspenduntil1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_suspenduntil1: ((inputs?: Validation_Suspenduntil1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Suspenduntil1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Only a suspension takes an end date." |
*
* @param {Validation_Suspenduntilonlysuspend3Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_suspenduntilonlysuspend3: ((inputs?: Validation_Suspenduntilonlysuspend3Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Suspenduntilonlysuspend3Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Each tag may appear only once" |
*
* @param {Validation_Tagsrepeated1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_tagsrepeated1: ((inputs?: Validation_Tagsrepeated1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Tagsrepeated1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown place: choose one of the neighbourhoods or municipalities listed" |
*
* @param {Validation_Unknownplace1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_unknownplace1: ((inputs?: Validation_Unknownplace1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Unknownplace1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "The distance must be a number of km from 1 to 100" |
*
* @param {Validation_Withinkm1Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_withinkm1: ((inputs?: Validation_Withinkm1Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Withinkm1Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
/**
* | output |
* | --- |
* | "A distance needs a point to measure from: near or place" |
*
* @param {Validation_Withinneedspoint2Inputs} inputs
* @param {{ locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa" }} options
* @returns {LocalizedString}
*/
declare const validation_withinneedspoint2: ((inputs?: Validation_Withinneedspoint2Inputs, options?: {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Validation_Withinneedspoint2Inputs, {
    locale?: "en" | "fr" | "zh-Hans" | "zh-Hant" | "pa" | "fa";
}, {}>;
export { validation_addresssearch1 as "validation_addressSearch", validation_alreadyaseries2 as "validation_alreadyASeries", validation_badlink1 as "validation_badLink", validation_banreason1 as "validation_banReason", validation_captchaunfinished1 as "validation_captchaUnfinished", validation_chatmessage1 as "validation_chatMessage", validation_confirmationemailstoomany3 as "validation_confirmationEmailsTooMany", validation_controlcharacters1 as "validation_controlCharacters", validation_coverscope1 as "validation_coverScope", validation_currentpasswordwrong2 as "validation_currentPasswordWrong", validation_displayname1 as "validation_displayName", validation_emailchangestoomany3 as "validation_emailChangesTooMany", validation_eventdates1 as "validation_eventDates", validation_eventdescription1 as "validation_eventDescription", validation_eventlocation1 as "validation_eventLocation", validation_eventtitle1 as "validation_eventTitle", validation_eventtoofarahead3 as "validation_eventTooFarAhead", validation_eventtoolong2 as "validation_eventTooLong", validation_eventsperday2 as "validation_eventsPerDay", validation_groupdescription1 as "validation_groupDescription", validation_groupid1 as "validation_groupId", validation_groupidtaken2 as "validation_groupIdTaken", validation_groupname1 as "validation_groupName", validation_groupupcomingevents2 as "validation_groupUpcomingEvents", validation_imagesize1 as "validation_imageSize", validation_imagetoolarge2 as "validation_imageTooLarge", validation_imagetype1 as "validation_imageType", validation_importurl1 as "validation_importUrl", validation_linkexpired1 as "validation_linkExpired", validation_locationpart1 as "validation_locationPart", validation_logintaken1 as "validation_loginTaken", validation_meetingurl1 as "validation_meetingUrl", validation_messagingnotallowed2 as "validation_messagingNotAllowed", validation_messagingself1 as "validation_messagingSelf", validation_messagingtoofast2 as "validation_messagingTooFast", validation_messagingyoublocked2 as "validation_messagingYouBlocked", validation_moderationreason1 as "validation_moderationReason", validation_nearorplace2 as "validation_nearOrPlace", validation_newaccountstrangermessages3 as "validation_newAccountStrangerMessages", validation_notaseries2 as "validation_notASeries", validation_participantslimit1 as "validation_participantsLimit", validation_passwordsdontmatch2 as "validation_passwordsDontMatch", validation_pinboth1 as "validation_pinBoth", validation_reportagain1 as "validation_reportAgain", validation_reportdetails1 as "validation_reportDetails", validation_reportreason1 as "validation_reportReason", validation_reportself1 as "validation_reportSelf", validation_reportstoomany2 as "validation_reportsTooMany", validation_searchrange1 as "validation_searchRange", validation_searchtext1 as "validation_searchText", validation_searchwhen1 as "validation_searchWhen", validation_seriescount1 as "validation_seriesCount", validation_seriesend1 as "validation_seriesEnd", validation_seriesmorecount2 as "validation_seriesMoreCount", validation_seriesmoreend2 as "validation_seriesMoreEnd", validation_seriesmoreuntil2 as "validation_seriesMoreUntil", validation_seriesuntil1 as "validation_seriesUntil", validation_suspenduntil1 as "validation_suspendUntil", validation_suspenduntilonlysuspend3 as "validation_suspendUntilOnlySuspend", validation_tagsrepeated1 as "validation_tagsRepeated", validation_unknownplace1 as "validation_unknownPlace", validation_withinkm1 as "validation_withinKm", validation_withinneedspoint2 as "validation_withinNeedsPoint" };
