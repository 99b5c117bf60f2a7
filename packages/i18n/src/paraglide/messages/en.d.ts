/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Common_Binding_EnglishInputs */
/** @typedef {{}} Common_LanguageInputs */
/** @typedef {{}} Common_Language_Account_HintInputs */
/** @typedef {{}} Common_Language_MenuInputs */
/** @typedef {{}} Common_Language_Not_SavedInputs */
/** @typedef {{ language: NonNullable<unknown> }} Common_Language_SavedInputs */
/** @typedef {{}} Validation_Addresssearch1Inputs */
/** @typedef {{}} Validation_AgreementInputs */
/** @typedef {{}} Validation_Alreadyaseries2Inputs */
/** @typedef {{}} Validation_Badlink1Inputs */
/** @typedef {{}} Validation_Banreason1Inputs */
/** @typedef {{}} Validation_CaptchaInputs */
/** @typedef {{}} Validation_Captchaunfinished1Inputs */
/** @typedef {{}} Validation_Chatmessage1Inputs */
/** @typedef {{}} Validation_CommentInputs */
/** @typedef {{}} Validation_Confirmationemailstoomany3Inputs */
/** @typedef {{}} Validation_Controlcharacters1Inputs */
/** @typedef {{}} Validation_Coverscope1Inputs */
/** @typedef {{}} Validation_Currentpasswordwrong2Inputs */
/** @typedef {{}} Validation_Displayname1Inputs */
/** @typedef {{}} Validation_EmailInputs */
/** @typedef {{}} Validation_Emailchangestoomany3Inputs */
/** @typedef {{}} Validation_Eventdates1Inputs */
/** @typedef {{}} Validation_Eventdescription1Inputs */
/** @typedef {{}} Validation_Eventlocation1Inputs */
/** @typedef {{}} Validation_Eventtitle1Inputs */
/** @typedef {{}} Validation_Eventtoofarahead3Inputs */
/** @typedef {{}} Validation_Eventtoolong2Inputs */
/** @typedef {{}} Validation_Eventsperday2Inputs */
/** @typedef {{}} Validation_FormatInputs */
/** @typedef {{}} Validation_Groupdescription1Inputs */
/** @typedef {{}} Validation_Groupid1Inputs */
/** @typedef {{}} Validation_Groupidtaken2Inputs */
/** @typedef {{}} Validation_Groupname1Inputs */
/** @typedef {{}} Validation_Groupupcomingevents2Inputs */
/** @typedef {{}} Validation_Imagesize1Inputs */
/** @typedef {{}} Validation_Imagetoolarge2Inputs */
/** @typedef {{}} Validation_Imagetype1Inputs */
/** @typedef {{}} Validation_Importurl1Inputs */
/** @typedef {{}} Validation_LatitudeInputs */
/** @typedef {{}} Validation_Linkexpired1Inputs */
/** @typedef {{}} Validation_Locationpart1Inputs */
/** @typedef {{}} Validation_LoginInputs */
/** @typedef {{}} Validation_Logintaken1Inputs */
/** @typedef {{}} Validation_LongitudeInputs */
/** @typedef {{}} Validation_Meetingurl1Inputs */
/** @typedef {{}} Validation_Messagingnotallowed2Inputs */
/** @typedef {{}} Validation_Messagingself1Inputs */
/** @typedef {{}} Validation_Messagingtoofast2Inputs */
/** @typedef {{}} Validation_Messagingyoublocked2Inputs */
/** @typedef {{}} Validation_Moderationreason1Inputs */
/** @typedef {{}} Validation_NearInputs */
/** @typedef {{}} Validation_Nearorplace2Inputs */
/** @typedef {{}} Validation_Newaccountstrangermessages3Inputs */
/** @typedef {{}} Validation_Notaseries2Inputs */
/** @typedef {{}} Validation_Participantslimit1Inputs */
/** @typedef {{}} Validation_PasswordInputs */
/** @typedef {{}} Validation_Passwordsdontmatch2Inputs */
/** @typedef {{}} Validation_Pinboth1Inputs */
/** @typedef {{}} Validation_Reportagain1Inputs */
/** @typedef {{}} Validation_Reportdetails1Inputs */
/** @typedef {{}} Validation_Reportreason1Inputs */
/** @typedef {{}} Validation_Reportself1Inputs */
/** @typedef {{}} Validation_Reportstoomany2Inputs */
/** @typedef {{}} Validation_RequiredInputs */
/** @typedef {{}} Validation_Searchrange1Inputs */
/** @typedef {{}} Validation_Searchtext1Inputs */
/** @typedef {{}} Validation_Searchwhen1Inputs */
/** @typedef {{}} Validation_Seriescount1Inputs */
/** @typedef {{}} Validation_Seriesend1Inputs */
/** @typedef {{}} Validation_Seriesmorecount2Inputs */
/** @typedef {{}} Validation_Seriesmoreend2Inputs */
/** @typedef {{}} Validation_Seriesmoreuntil2Inputs */
/** @typedef {{}} Validation_Seriesuntil1Inputs */
/** @typedef {{}} Validation_Suspenduntil1Inputs */
/** @typedef {{}} Validation_Suspenduntilonlysuspend3Inputs */
/** @typedef {{}} Validation_TagInputs */
/** @typedef {{}} Validation_TagsInputs */
/** @typedef {{}} Validation_Tagsrepeated1Inputs */
/** @typedef {{}} Validation_Unknownplace1Inputs */
/** @typedef {{}} Validation_Withinkm1Inputs */
/** @typedef {{}} Validation_Withinneedspoint2Inputs */
export const common_binding_english: (inputs: Common_Binding_EnglishInputs) => LocalizedString;
export const common_language: (inputs: Common_LanguageInputs) => LocalizedString;
export const common_language_account_hint: (inputs: Common_Language_Account_HintInputs) => LocalizedString;
export const common_language_menu: (inputs: Common_Language_MenuInputs) => LocalizedString;
export const common_language_not_saved: (inputs: Common_Language_Not_SavedInputs) => LocalizedString;
export const common_language_saved: (inputs: Common_Language_SavedInputs) => LocalizedString;
export const validation_addresssearch1: (inputs: Validation_Addresssearch1Inputs) => LocalizedString;
export const validation_agreement: (inputs: Validation_AgreementInputs) => LocalizedString;
export const validation_alreadyaseries2: (inputs: Validation_Alreadyaseries2Inputs) => LocalizedString;
export const validation_badlink1: (inputs: Validation_Badlink1Inputs) => LocalizedString;
export const validation_banreason1: (inputs: Validation_Banreason1Inputs) => LocalizedString;
export const validation_captcha: (inputs: Validation_CaptchaInputs) => LocalizedString;
export const validation_captchaunfinished1: (inputs: Validation_Captchaunfinished1Inputs) => LocalizedString;
export const validation_chatmessage1: (inputs: Validation_Chatmessage1Inputs) => LocalizedString;
export const validation_comment: (inputs: Validation_CommentInputs) => LocalizedString;
export const validation_confirmationemailstoomany3: (inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString;
export const validation_controlcharacters1: (inputs: Validation_Controlcharacters1Inputs) => LocalizedString;
export const validation_coverscope1: (inputs: Validation_Coverscope1Inputs) => LocalizedString;
export const validation_currentpasswordwrong2: (inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString;
export const validation_displayname1: (inputs: Validation_Displayname1Inputs) => LocalizedString;
export const validation_email: (inputs: Validation_EmailInputs) => LocalizedString;
export const validation_emailchangestoomany3: (inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString;
export const validation_eventdates1: (inputs: Validation_Eventdates1Inputs) => LocalizedString;
export const validation_eventdescription1: (inputs: Validation_Eventdescription1Inputs) => LocalizedString;
export const validation_eventlocation1: (inputs: Validation_Eventlocation1Inputs) => LocalizedString;
export const validation_eventtitle1: (inputs: Validation_Eventtitle1Inputs) => LocalizedString;
export const validation_eventtoofarahead3: (inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString;
export const validation_eventtoolong2: (inputs: Validation_Eventtoolong2Inputs) => LocalizedString;
export const validation_eventsperday2: (inputs: Validation_Eventsperday2Inputs) => LocalizedString;
export const validation_format: (inputs: Validation_FormatInputs) => LocalizedString;
export const validation_groupdescription1: (inputs: Validation_Groupdescription1Inputs) => LocalizedString;
export const validation_groupid1: (inputs: Validation_Groupid1Inputs) => LocalizedString;
export const validation_groupidtaken2: (inputs: Validation_Groupidtaken2Inputs) => LocalizedString;
export const validation_groupname1: (inputs: Validation_Groupname1Inputs) => LocalizedString;
export const validation_groupupcomingevents2: (inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString;
export const validation_imagesize1: (inputs: Validation_Imagesize1Inputs) => LocalizedString;
export const validation_imagetoolarge2: (inputs: Validation_Imagetoolarge2Inputs) => LocalizedString;
export const validation_imagetype1: (inputs: Validation_Imagetype1Inputs) => LocalizedString;
export const validation_importurl1: (inputs: Validation_Importurl1Inputs) => LocalizedString;
export const validation_latitude: (inputs: Validation_LatitudeInputs) => LocalizedString;
export const validation_linkexpired1: (inputs: Validation_Linkexpired1Inputs) => LocalizedString;
export const validation_locationpart1: (inputs: Validation_Locationpart1Inputs) => LocalizedString;
export const validation_login: (inputs: Validation_LoginInputs) => LocalizedString;
export const validation_logintaken1: (inputs: Validation_Logintaken1Inputs) => LocalizedString;
export const validation_longitude: (inputs: Validation_LongitudeInputs) => LocalizedString;
export const validation_meetingurl1: (inputs: Validation_Meetingurl1Inputs) => LocalizedString;
export const validation_messagingnotallowed2: (inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString;
export const validation_messagingself1: (inputs: Validation_Messagingself1Inputs) => LocalizedString;
export const validation_messagingtoofast2: (inputs: Validation_Messagingtoofast2Inputs) => LocalizedString;
export const validation_messagingyoublocked2: (inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString;
export const validation_moderationreason1: (inputs: Validation_Moderationreason1Inputs) => LocalizedString;
export const validation_near: (inputs: Validation_NearInputs) => LocalizedString;
export const validation_nearorplace2: (inputs: Validation_Nearorplace2Inputs) => LocalizedString;
export const validation_newaccountstrangermessages3: (inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString;
export const validation_notaseries2: (inputs: Validation_Notaseries2Inputs) => LocalizedString;
export const validation_participantslimit1: (inputs: Validation_Participantslimit1Inputs) => LocalizedString;
export const validation_password: (inputs: Validation_PasswordInputs) => LocalizedString;
export const validation_passwordsdontmatch2: (inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString;
export const validation_pinboth1: (inputs: Validation_Pinboth1Inputs) => LocalizedString;
export const validation_reportagain1: (inputs: Validation_Reportagain1Inputs) => LocalizedString;
export const validation_reportdetails1: (inputs: Validation_Reportdetails1Inputs) => LocalizedString;
export const validation_reportreason1: (inputs: Validation_Reportreason1Inputs) => LocalizedString;
export const validation_reportself1: (inputs: Validation_Reportself1Inputs) => LocalizedString;
export const validation_reportstoomany2: (inputs: Validation_Reportstoomany2Inputs) => LocalizedString;
export const validation_required: (inputs: Validation_RequiredInputs) => LocalizedString;
export const validation_searchrange1: (inputs: Validation_Searchrange1Inputs) => LocalizedString;
export const validation_searchtext1: (inputs: Validation_Searchtext1Inputs) => LocalizedString;
export const validation_searchwhen1: (inputs: Validation_Searchwhen1Inputs) => LocalizedString;
export const validation_seriescount1: (inputs: Validation_Seriescount1Inputs) => LocalizedString;
export const validation_seriesend1: (inputs: Validation_Seriesend1Inputs) => LocalizedString;
export const validation_seriesmorecount2: (inputs: Validation_Seriesmorecount2Inputs) => LocalizedString;
export const validation_seriesmoreend2: (inputs: Validation_Seriesmoreend2Inputs) => LocalizedString;
export const validation_seriesmoreuntil2: (inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString;
export const validation_seriesuntil1: (inputs: Validation_Seriesuntil1Inputs) => LocalizedString;
export const validation_suspenduntil1: (inputs: Validation_Suspenduntil1Inputs) => LocalizedString;
export const validation_suspenduntilonlysuspend3: (inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString;
export const validation_tag: (inputs: Validation_TagInputs) => LocalizedString;
export const validation_tags: (inputs: Validation_TagsInputs) => LocalizedString;
export const validation_tagsrepeated1: (inputs: Validation_Tagsrepeated1Inputs) => LocalizedString;
export const validation_unknownplace1: (inputs: Validation_Unknownplace1Inputs) => LocalizedString;
export const validation_withinkm1: (inputs: Validation_Withinkm1Inputs) => LocalizedString;
export const validation_withinneedspoint2: (inputs: Validation_Withinneedspoint2Inputs) => LocalizedString;
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
