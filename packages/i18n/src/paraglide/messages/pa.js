/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Common_Binding_EnglishInputs */
/** @typedef {{}} Common_LanguageInputs */
/** @typedef {{}} Common_Language_Account_HintInputs */
/** @typedef {{}} Common_Language_MenuInputs */
/** @typedef {{}} Common_Language_Not_SavedInputs */
/** @typedef {{ language: NonNullable<unknown> }} Common_Language_SavedInputs */
/** @typedef {{}} Server_Address_Search_Is_Not_Set_UpInputs */
/** @typedef {{}} Server_Altcha_Is_Not_In_UseInputs */
/** @typedef {{}} Server_Failed_To_Create_Group_Limit_OfInputs */
/** @typedef {{}} Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs */
/** @typedef {{}} Server_New_Members_Join_As_MemberInputs */
/** @typedef {{}} Server_No_Free_Group_Id_Could_BeInputs */
/** @typedef {{}} Server_No_One_May_Act_On_AnInputs */
/** @typedef {{}} Server_Not_FoundInputs */
/** @typedef {{}} Server_Nothing_Could_Be_Read_From_ThisInputs */
/** @typedef {{}} Server_Only_An_Admin_May_Act_OnInputs */
/** @typedef {{}} Server_Only_An_Event_Host_Or_TheInputs */
/** @typedef {{}} Server_Only_Https_Links_To_Meetupcom_CanInputs */
/** @typedef {{}} Server_Only_Members_Of_The_Group_SeeInputs */
/** @typedef {{}} Server_Only_Members_See_A_Private_GroupsInputs */
/** @typedef {{}} Server_Only_Members_See_Who_Belongs_ToInputs */
/** @typedef {{}} Server_Only_Site_Moderators_May_Do_ThisInputs */
/** @typedef {{}} Server_Only_The_Creator_Of_An_EventInputs */
/** @typedef {{}} Server_Only_The_Host_Of_The_EventInputs */
/** @typedef {{}} Server_Only_The_Host_Of_The_Event_2Inputs */
/** @typedef {{}} Server_Only_The_Host_Or_The_OwnerInputs */
/** @typedef {{}} Server_Only_The_Host_Or_The_Owner_2Inputs */
/** @typedef {{}} Server_Only_The_Owner_And_The_EventInputs */
/** @typedef {{}} Server_Please_Sign_In_To_ContinueInputs */
/** @typedef {{}} Server_Send_The_Signin_Form_As_MultipartformdataInputs */
/** @typedef {{}} Server_Some_Of_These_Reports_Do_NotInputs */
/** @typedef {{}} Server_The_Cursor_Is_Not_Valid_AskInputs */
/** @typedef {{}} Server_The_Host_Cannot_Leave_Their_OwnInputs */
/** @typedef {{}} Server_The_Host_Of_An_Event_CannotInputs */
/** @typedef {{}} Server_The_Owner_Cannot_Leave_The_GroupInputs */
/** @typedef {{}} Server_The_Owner_Of_A_Group_CannotInputs */
/** @typedef {{}} Server_The_Signin_Form_Could_Not_BeInputs */
/** @typedef {{}} Server_The_Upload_Could_Not_Be_ReadInputs */
/** @typedef {{}} Server_There_Is_No_ImageInputs */
/** @typedef {{}} Server_There_Is_No_Such_RequestInputs */
/** @typedef {{}} Server_There_Is_No_Such_Sitemap_FileInputs */
/** @typedef {{}} Server_There_Is_No_Such_UserInputs */
/** @typedef {{}} Server_This_Calendar_Address_Is_Not_ValidInputs */
/** @typedef {{}} Server_This_Comment_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Does_Not_Exist_And_NoInputs */
/** @typedef {{}} Server_This_Event_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Event_Has_Already_EndedInputs */
/** @typedef {{}} Server_This_Group_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Group_Is_Private_Ask_ToInputs */
/** @typedef {{}} Server_This_Group_Is_Private_Its_EventsInputs */
/** @typedef {{}} Server_This_Is_Not_A_LinkInputs */
/** @typedef {{}} Server_This_Is_Not_The_Link_OfInputs */
/** @typedef {{}} Server_This_Is_Not_The_Link_Of_2Inputs */
/** @typedef {{}} Server_This_No_Longer_Exists_Only_DismissInputs */
/** @typedef {{}} Server_This_Person_Already_Hosts_The_EventInputs */
/** @typedef {{}} Server_This_Person_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Person_Is_Not_A_MemberInputs */
/** @typedef {{}} Server_This_Person_Is_Not_Banned_FromInputs */
/** @typedef {{}} Server_Too_Many_Requests_Please_Wait_AInputs */
/** @typedef {{}} Server_You_Are_Already_Attending_This_EventInputs */
/** @typedef {{}} Server_You_Are_Not_A_Member_OfInputs */
/** @typedef {{}} Server_You_Are_Not_Allowed_To_DoInputs */
/** @typedef {{}} Server_You_Are_Not_Attending_This_EventInputs */
/** @typedef {{}} Server_You_Cannot_Act_On_Yourself_OrInputs */
/** @typedef {{}} Server_You_Cannot_Ask_To_Join_ThisInputs */
/** @typedef {{}} Server_You_Cannot_Block_YourselfInputs */
/** @typedef {{}} Server_You_Cannot_Comment_On_This_GroupsInputs */
/** @typedef {{}} Server_You_Cannot_Join_This_GroupInputs */
/** @typedef {{}} Server_You_Have_Not_Blocked_This_PersonInputs */
/** @typedef {{}} Server_You_Must_Be_A_Member_OfInputs */
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


export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇੱਕ ਅਨੁਵਾਦ ਹੈ। ਮੰਨਣਯੋਗ ਲਿਖਤ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਵਾਲੀ ਹੀ ਹੈ।`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਸ਼ਾ`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਜਿਸ ਵੀ ਡਿਵਾਈਸ 'ਤੇ ਸਾਈਨ ਇਨ ਕਰੋ, Neighbourly ਤੁਹਾਡੇ ਨਾਲ ਇਸੇ ਭਾਸ਼ਾ ਵਿੱਚ ਗੱਲ ਕਰੇਗਾ।`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਸ਼ਾ ਚੁਣੋ`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਡੀ ਭਾਸ਼ਾ ਸੰਭਾਲੀ ਨਹੀਂ ਜਾ ਸਕੀ। ਕਿਰਪਾ ਕਰਕੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly ਹੁਣ ਤੁਹਾਡੇ ਨਾਲ ${i?.language} ਵਿੱਚ ਗੱਲ ਕਰਦਾ ਹੈ।`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਸਾਈਟ 'ਤੇ ਪਤੇ ਦੀ ਖੋਜ ਸੈੱਟ ਅੱਪ ਨਹੀਂ ਕੀਤੀ ਗਈ: ਪਿੰਨ ਨੂੰ ਖਿੱਚੋ ਜਾਂ ਕੋਈ ਇਲਾਕਾ ਚੁਣੋ।`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALTCHA ਵਰਤੋਂ ਵਿੱਚ ਨਹੀਂ ਹੈ।`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਨਹੀਂ ਬਣਾਇਆ ਜਾ ਸਕਿਆ। ਪ੍ਰਤੀ ਵਰਤੋਂਕਾਰ ਗਰੁੱਪਾਂ ਦੀ ਸੀਮਾ ਪਾਰ ਹੋ ਗਈ ਹੈ।`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSRF ਟੋਕਨ ਗ਼ਲਤ ਹੈ ਜਾਂ ਮੌਜੂਦ ਨਹੀਂ ਹੈ। ਪੰਨਾ ਦੁਬਾਰਾ ਲੋਡ ਕਰਕੇ ਫਿਰ ਤੋਂ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੇਂ ਮੈਂਬਰ MEMBER ਵਜੋਂ ਸ਼ਾਮਲ ਹੁੰਦੇ ਹਨ।`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਲਿੰਕ ਤੋਂ ਕੋਈ ਵੀ ਅਜਿਹੀ ਗਰੁੱਪ ਆਈਡੀ ਨਹੀਂ ਬਣਾਈ ਜਾ ਸਕੀ ਜੋ ਪਹਿਲਾਂ ਤੋਂ ਵਰਤੀ ਨਾ ਜਾ ਰਹੀ ਹੋਵੇ।`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਥੇ ਕੋਈ ਵੀ ਕਿਸੇ ਐਡਮਿਨ 'ਤੇ ਕਾਰਵਾਈ ਨਹੀਂ ਕਰ ਸਕਦਾ।`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਹੀਂ ਮਿਲਿਆ।`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਪੰਨੇ ਤੋਂ ਕੁਝ ਵੀ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ: ਕੀ ਇਹ ਜਨਤਕ ਹੈ, ਅਤੇ ਕੀ ਲਿੰਕ ਸਹੀ ਹੈ?`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਮਾਡਰੇਟਰ 'ਤੇ ਸਿਰਫ਼ ਐਡਮਿਨ ਹੀ ਕਾਰਵਾਈ ਕਰ ਸਕਦਾ ਹੈ।`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਸਿਰਫ਼ ਕਿਸੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦੇ ਮਾਲਕ ਨੂੰ ਹੀ ਸੌਂਪਿਆ ਜਾ ਸਕਦਾ ਹੈ।`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ meetup.com ਦੇ https ਲਿੰਕ ਹੀ ਇੰਪੋਰਟ ਕੀਤੇ ਜਾ ਸਕਦੇ ਹਨ।`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਸਿਰਫ਼ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਹੀ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਨਿੱਜੀ ਗਰੁੱਪ ਦਾ ਕੈਲੰਡਰ ਸਿਰਫ਼ ਮੈਂਬਰ ਹੀ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਨਿੱਜੀ ਗਰੁੱਪ ਵਿੱਚ ਕੌਣ-ਕੌਣ ਹੈ, ਇਹ ਸਿਰਫ਼ ਮੈਂਬਰ ਹੀ ਦੇਖ ਸਕਦੇ ਹਨ।`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਸਾਈਟ ਦੇ ਮਾਡਰੇਟਰ ਹੀ ਇਹ ਕਰ ਸਕਦੇ ਹਨ।`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਸਿਰਫ਼ ਉਸਨੂੰ ਬਣਾਉਣ ਵਾਲਾ ਹੀ ਹੁੰਦਾ ਹੈ।`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਸਿਰਫ਼ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਕਰ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਿਰਫ਼ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਇਸਨੂੰ ਕਿਸੇ ਹੋਰ ਨੂੰ ਸੌਂਪ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਨੂੰ ਸਿਰਫ਼ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਮਿਟਾ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਵਾਲਿਆਂ ਦੀ ਸੂਚੀ ਸਿਰਫ਼ ਮੇਜ਼ਬਾਨ ਜਾਂ ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਹੀ ਡਾਊਨਲੋਡ ਕਰ ਸਕਦਾ ਹੈ।`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦੇ ਇਵੈਂਟ ਸਿਰਫ਼ ਇਸਦਾ ਮਾਲਕ ਅਤੇ ਇਸਦੇ ਇਵੈਂਟ ਮੇਜ਼ਬਾਨ ਹੀ ਬਣਾ ਸਕਦੇ ਹਨ।`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਜਾਰੀ ਰੱਖਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਸਾਈਨ ਇਨ ਕਰੋ।`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ-ਇਨ ਫ਼ਾਰਮ multipart/form-data ਵਜੋਂ ਭੇਜੋ।`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹਨਾਂ ਵਿੱਚੋਂ ਕੁਝ ਰਿਪੋਰਟਾਂ ਮੌਜੂਦ ਨਹੀਂ ਹਨ ਜਾਂ ਇਸ ਵਿਸ਼ੇ ਬਾਰੇ ਨਹੀਂ ਹਨ।`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਰਸਰ ਵੈਧ ਨਹੀਂ ਹੈ: ਪਹਿਲਾ ਪੰਨਾ ਦੁਬਾਰਾ ਮੰਗੋ।`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੇਜ਼ਬਾਨ ਆਪਣੇ ਹੀ ਇਵੈਂਟ ਨੂੰ ਛੱਡ ਨਹੀਂ ਸਕਦਾ।`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਇੱਥੇ ਨਹੀਂ ਬਦਲਿਆ ਜਾ ਸਕਦਾ।`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਲਕ ਗਰੁੱਪ ਨੂੰ ਛੱਡ ਨਹੀਂ ਸਕਦਾ।`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਗਰੁੱਪ ਦਾ ਮਾਲਕ ਇੱਥੇ ਨਹੀਂ ਬਦਲਿਆ ਜਾ ਸਕਦਾ।`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਾਈਨ-ਇਨ ਫ਼ਾਰਮ ਪੜ੍ਹਿਆ ਨਹੀਂ ਜਾ ਸਕਿਆ।`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੱਪਲੋਡ ਕੀਤੀ ਫ਼ਾਈਲ ਪੜ੍ਹੀ ਨਹੀਂ ਜਾ ਸਕੀ।`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹੀ ਕੋਈ ਬੇਨਤੀ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹੀ ਕੋਈ ਸਾਈਟਮੈਪ ਫ਼ਾਈਲ ਨਹੀਂ ਹੈ।`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਜਿਹਾ ਕੋਈ ਵਰਤੋਂਕਾਰ ਨਹੀਂ ਹੈ।`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕੈਲੰਡਰ ਪਤਾ ਵੈਧ ਨਹੀਂ ਹੈ (ਹੋ ਸਕਦਾ ਹੈ ਕਿ ਇਸਨੂੰ ਕਿਸੇ ਨਵੇਂ ਪਤੇ ਨਾਲ ਬਦਲ ਦਿੱਤਾ ਗਿਆ ਹੋਵੇ)।`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਟਿੱਪਣੀ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਮੌਜੂਦ ਨਹੀਂ ਹੈ, ਅਤੇ ਕਿਸੇ ਨੇ ਇਸਦੀ ਰਿਪੋਰਟ ਵੀ ਨਹੀਂ ਕੀਤੀ।`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਪਹਿਲਾਂ ਹੀ ਖ਼ਤਮ ਹੋ ਚੁੱਕਾ ਹੈ।`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਨਿੱਜੀ ਹੈ: ਇਸਦੀ ਬਜਾਏ ਇਸ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਬੇਨਤੀ ਕਰੋ।`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਗਰੁੱਪ ਨਿੱਜੀ ਹੈ: ਇਸਦੇ ਇਵੈਂਟਾਂ ਦੀ ਕੋਈ ਜਨਤਕ ਫ਼ੀਡ ਨਹੀਂ ਹੈ।`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕੋਈ ਲਿੰਕ ਨਹੀਂ ਹੈ।`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕਿਸੇ Meetup ਗਰੁੱਪ ਦਾ ਲਿੰਕ ਨਹੀਂ ਹੈ।`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਕਿਸੇ Meetup ਇਵੈਂਟ ਦਾ ਲਿੰਕ ਨਹੀਂ ਹੈ।`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਹੁਣ ਮੌਜੂਦ ਨਹੀਂ ਹੈ: ਸਿਰਫ਼ DISMISS ਹੀ ਬਾਕੀ ਹੈ।`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਵਿਅਕਤੀ ਪਹਿਲਾਂ ਹੀ ਇਸ ਇਵੈਂਟ ਦਾ ਮੇਜ਼ਬਾਨ ਹੈ।`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਵਿਅਕਤੀ ਮੌਜੂਦ ਨਹੀਂ ਹੈ।`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਵਿਅਕਤੀ ਇਸ ਗਰੁੱਪ ਦਾ ਮੈਂਬਰ ਨਹੀਂ ਹੈ।`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਵਿਅਕਤੀ 'ਤੇ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਕੋਈ ਪਾਬੰਦੀ ਨਹੀਂ ਲਾਈ ਗਈ ਹੈ।`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਹੁਤ ਜ਼ਿਆਦਾ ਬੇਨਤੀਆਂ ਭੇਜੀਆਂ ਗਈਆਂ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਪਹਿਲਾਂ ਹੀ ਇਸ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋ ਰਹੇ ਹੋ।`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਦੇ ਮੈਂਬਰ ਨਹੀਂ ਹੋ।`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਹਾਨੂੰ ਇਹ ਕਰਨ ਦੀ ਇਜਾਜ਼ਤ ਨਹੀਂ ਹੈ।`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਇਵੈਂਟ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਰਹੇ।`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ 'ਤੇ ਜਾਂ ਆਪਣੀ ਲਿਖੀ ਕਿਸੇ ਚੀਜ਼ 'ਤੇ ਕਾਰਵਾਈ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਬੇਨਤੀ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਦੇ ਇਵੈਂਟਾਂ 'ਤੇ ਟਿੱਪਣੀ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਗਰੁੱਪ ਵਿੱਚ ਸ਼ਾਮਲ ਨਹੀਂ ਹੋ ਸਕਦੇ।`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਵਿਅਕਤੀ ਨੂੰ ਬਲੌਕ ਨਹੀਂ ਕੀਤਾ ਹੈ।`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ਾਮਲ ਹੋਣ ਲਈ ਤੁਹਾਡਾ ਗਰੁੱਪ ਦਾ ਮੈਂਬਰ ਹੋਣਾ ਲਾਜ਼ਮੀ ਹੈ`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 ਤੋਂ 200 ਅੱਖਰਾਂ ਦਾ ਕੋਈ ਪਤਾ ਲਿਖੋ`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ ਪਰਦੇਦਾਰੀ ਨੀਤੀ ਅਤੇ ਸੇਵਾ ਦੀਆਂ ਸ਼ਰਤਾਂ ਨੂੰ ਸਵੀਕਾਰ ਕਰੋ।`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਪਹਿਲਾਂ ਹੀ ਦੁਹਰਾਇਆ ਜਾਂਦਾ ਹੈ: ਇਸ ਦੀ ਬਜਾਏ ਇਸ ਦੀ ਲੜੀ ਨੂੰ ਵਧਾਓ।`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਲਿੰਕ ਸਹੀ ਨਹੀਂ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਸਾਡੇ ਵੱਲੋਂ ਭੇਜਿਆ ਸਭ ਤੋਂ ਨਵਾਂ ਲਿੰਕ ਵਰਤੋ।`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਾਰਨ ਵੱਧ ਤੋਂ ਵੱਧ 500 ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ।`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ reCAPTCHA ਦੀ ਪੁਸ਼ਟੀ ਕਰੋ।`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਆਟੋਮੈਟਿਕ ਜਾਂਚ ਪੂਰੀ ਨਹੀਂ ਹੋਈ। ਕਿਰਪਾ ਕਰਕੇ ਥੋੜ੍ਹੀ ਦੇਰ ਰੁਕੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਸੁਨੇਹਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੀ ਟਿੱਪਣੀ 1 ਤੋਂ 250 ਅੱਖਰਾਂ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ ਅਤੇ ਸਪੇਸ ਨਾਲ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਣੀ ਚਾਹੀਦੀ`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਪਤੇ 'ਤੇ ਬਹੁਤ ਸਾਰੀਆਂ ਪੁਸ਼ਟੀ ਵਾਲੀਆਂ ਈਮੇਲਾਂ ਭੇਜੀਆਂ ਜਾ ਚੁੱਕੀਆਂ ਹਨ।`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਲਿਖਤ ਵਿੱਚ ਕੰਟਰੋਲ ਅੱਖਰ ਨਹੀਂ ਹੋਣੇ ਚਾਹੀਦੇ।`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦਾਇਰਾ THIS (ਇਹ ਇਵੈਂਟ) ਜਾਂ SERIES (ਲੜੀ ਦੇ ਸਾਰੇ ਇਵੈਂਟ) ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਮੌਜੂਦਾ ਪਾਸਵਰਡ ਗ਼ਲਤ ਹੈ।`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਡਿਸਪਲੇ ਨਾਮ 1 ਤੋਂ 50 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਸਪੇਸ ਨਾਲ ਸ਼ੁਰੂ ਨਹੀਂ ਹੋਣਾ ਚਾਹੀਦਾ`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਸਹੀ ਈਮੇਲ ਪਤਾ ਦਰਜ ਕਰੋ।`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਤਾ ਬਹੁਤ ਵਾਰ ਬਦਲਿਆ ਜਾ ਚੁੱਕਾ ਹੈ।`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸ਼ੁਰੂ ਹੋਣ ਅਤੇ/ਜਾਂ ਖ਼ਤਮ ਹੋਣ ਦੀ ਮਿਤੀ ਅਤੇ ਸਮਾਂ ਗ਼ਲਤ ਹੈ`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਇਵੈਂਟ ਦਾ ਵੇਰਵਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਇਵੈਂਟ ਦਾ ਟਿਕਾਣਾ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਇਵੈਂਟ ਦਾ ਸਿਰਲੇਖ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਵੈਂਟ ਹੁਣ ਤੋਂ 2 ਸਾਲਾਂ ਦੇ ਅੰਦਰ-ਅੰਦਰ ਸ਼ੁਰੂ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇੱਕ ਇਵੈਂਟ ਵੱਧ ਤੋਂ ਵੱਧ 7 ਦਿਨ ਚੱਲ ਸਕਦਾ ਹੈ।`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ 24 ਘੰਟਿਆਂ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 60 ਇਵੈਂਟ ਬਣਾ ਸਕਦੇ ਹੋ (ਲੜੀ ਦਾ ਹਰ ਇਵੈਂਟ ਵੀ ਗਿਣਿਆ ਜਾਂਦਾ ਹੈ)। ਕਿਰਪਾ ਕਰਕੇ ਬਾਅਦ ਵਿੱਚ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਫਾਰਮੈਟ IN_PERSON, ONLINE ਜਾਂ HYBRID ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਵੇਰਵਾ 1 ਤੋਂ 1000 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਗਰੁੱਪ ਆਈਡੀ 1 ਤੋਂ 30 ਅੱਖਰਾਂ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਛੋਟੇ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ (a–z), ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ (_) ਹੀ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇਹ ਗਰੁੱਪ ਆਈਡੀ ਪਹਿਲਾਂ ਹੀ ਵਰਤੀ ਜਾ ਰਹੀ ਹੈ।`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਗਰੁੱਪ ਦਾ ਨਾਮ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਗਰੁੱਪ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 200 ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਹੋ ਸਕਦੇ ਹਨ। ਕੁਝ ਇਵੈਂਟ ਮਿਟਾਓ, ਜਾਂ ਉਦੋਂ ਤੱਕ ਉਡੀਕ ਕਰੋ ਜਦੋਂ ਤੱਕ ਕੁਝ ਇਵੈਂਟ ਹੋ ਨਹੀਂ ਜਾਂਦੇ।`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਸਵੀਰ ਵੱਧ ਤੋਂ ਵੱਧ 5 MB ਦੀ ਹੋ ਸਕਦੀ ਹੈ।`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤਸਵੀਰ ਬਹੁਤ ਵੱਡੀ ਹੈ (ਵੱਧ ਤੋਂ ਵੱਧ 40 ਮੈਗਾਪਿਕਸਲ)।`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PNG ਜਾਂ JPEG ਤਸਵੀਰ ਚੁਣੋ।`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਲਿੰਕ ਵੱਧ ਤੋਂ ਵੱਧ 100 ਅੱਖਰਾਂ ਦਾ ਹੋ ਸਕਦਾ ਹੈ`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਕਸ਼ਾਂਸ਼ -90 ਅਤੇ 90 ਦੇ ਵਿਚਕਾਰ ਦੀ ਕੋਈ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਸ ਲਿੰਕ ਦੀ ਮਿਆਦ ਖ਼ਤਮ ਹੋ ਚੁੱਕੀ ਹੈ। ਨਵਾਂ ਲਿੰਕ ਲੈਣ ਲਈ ਕਿਰਪਾ ਕਰਕੇ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਆਪਣਾ ਪਤਾ ਦੁਬਾਰਾ ਦਰਜ ਕਰੋ।`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਟਿਕਾਣੇ ਦਾ ਹਰ ਹਿੱਸਾ 1 ਤੋਂ 100 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਯੂਜ਼ਰਨੇਮ 3 ਤੋਂ 30 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਸਿਰਫ਼ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ, ਅੰਕ ਅਤੇ ਅੰਡਰਸਕੋਰ (_) ਹੀ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਇਹ ਯੂਜ਼ਰਨੇਮ ਪਹਿਲਾਂ ਹੀ ਕੋਈ ਹੋਰ ਵਰਤ ਰਿਹਾ ਹੈ।`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੇਸ਼ਾਂਤਰ -180 ਅਤੇ 180 ਦੇ ਵਿਚਕਾਰ ਦੀ ਕੋਈ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੀਟਿੰਗ ਲਿੰਕ http:// ਜਾਂ https:// ਨਾਲ ਸ਼ੁਰੂ ਹੋਣ ਵਾਲਾ ਵੈੱਬ ਪਤਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ (ਵੱਧ ਤੋਂ ਵੱਧ 500 ਅੱਖਰ)`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਨੂੰ ਸੁਨੇਹਾ ਭੇਜ ਸਕਦੇ ਹੋ ਜੋ ਤੁਹਾਡੇ ਨਾਲ ਕਿਸੇ ਗਰੁੱਪ ਵਿੱਚ ਹਨ, ਜਾਂ ਉਸ ਵਿਅਕਤੀ ਨੂੰ ਜਿਸ ਨੇ ਪਹਿਲਾਂ ਤੁਹਾਨੂੰ ਸੁਨੇਹਾ ਭੇਜਿਆ ਹੋਵੇ।`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਸੁਨੇਹਾ ਨਹੀਂ ਭੇਜ ਸਕਦੇ।`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਬਹੁਤ ਤੇਜ਼ੀ ਨਾਲ ਸੁਨੇਹੇ ਭੇਜ ਰਹੇ ਹੋ। ਕਿਰਪਾ ਕਰਕੇ ਇੱਕ ਮਿੰਟ ਰੁਕੋ ਅਤੇ ਦੁਬਾਰਾ ਕੋਸ਼ਿਸ਼ ਕਰੋ।`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਵਿਅਕਤੀ ਨੂੰ ਬਲੌਕ ਕੀਤਾ ਹੋਇਆ ਹੈ। ਦੁਬਾਰਾ ਸੁਨੇਹਾ ਭੇਜਣ ਲਈ ਸੈਟਿੰਗਾਂ ਵਿੱਚ ਜਾ ਕੇ ਉਨ੍ਹਾਂ ਨੂੰ ਅਨਬਲੌਕ ਕਰੋ।`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਰਪਾ ਕਰਕੇ ਵੱਧ ਤੋਂ ਵੱਧ 500 ਅੱਖਰਾਂ ਵਿੱਚ ਕਾਰਨ ਦੱਸੋ।`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਬਿੰਦੂ ਅਕਸ਼ਾਂਸ਼,ਦੇਸ਼ਾਂਤਰ ਦੇ ਰੂਪ ਵਿੱਚ ਲਿਖੋ, ਜਿਵੇਂ 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਕਿਸੇ ਬਿੰਦੂ ਜਾਂ ਕਿਸੇ ਥਾਂ ਦੇ ਨੇੜੇ ਖੋਜੋ, ਦੋਵਾਂ ਦੇ ਨਹੀਂ`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੇਂ ਖਾਤੇ ਉਨ੍ਹਾਂ ਲੋਕਾਂ ਨੂੰ, ਜਿਨ੍ਹਾਂ ਨੇ ਅੱਗੋਂ ਜਵਾਬ ਨਹੀਂ ਦਿੱਤਾ, ਇੱਕ ਘੰਟੇ ਵਿੱਚ ਸਿਰਫ਼ ਕੁਝ ਹੀ ਸੁਨੇਹੇ ਭੇਜ ਸਕਦੇ ਹਨ।`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਇਵੈਂਟ ਕਿਸੇ ਲੜੀ ਦਾ ਹਿੱਸਾ ਨਹੀਂ ਹੈ।`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਭਾਗੀਦਾਰਾਂ ਦੀ ਸੀਮਾ 0 ਤੋਂ 10000 ਤੱਕ ਦੀ ਕੋਈ ਪੂਰੀ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ (ਕੋਈ ਸੀਮਾ ਨਾ ਰੱਖਣ ਲਈ 0)`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡਾ ਪਾਸਵਰਡ 8 ਤੋਂ 24 ਅੱਖਰਾਂ ਦਾ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ ਅਤੇ ਇਸ ਵਿੱਚ ਘੱਟੋ-ਘੱਟ 1 ਵੱਡਾ ਅੰਗਰੇਜ਼ੀ ਅੱਖਰ (A–Z), 1 ਅੰਕ ਅਤੇ 1 ਖ਼ਾਸ ਚਿੰਨ੍ਹ ਹੋਣਾ ਚਾਹੀਦਾ ਹੈ।`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਤੁਹਾਡੇ ਪਾਸਵਰਡ ਆਪਸ ਵਿੱਚ ਮੇਲ ਨਹੀਂ ਖਾਂਦੇ।`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਪਿੰਨ ਲਈ ਅਕਸ਼ਾਂਸ਼ ਅਤੇ ਦੇਸ਼ਾਂਤਰ ਦੋਵੇਂ ਚਾਹੀਦੇ ਹਨ, ਜਾਂ ਦੋਵਾਂ ਵਿੱਚੋਂ ਕੋਈ ਵੀ ਨਹੀਂ`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਇਸ ਨੂੰ ਪਹਿਲਾਂ ਹੀ ਰਿਪੋਰਟ ਕਰ ਚੁੱਕੇ ਹੋ; ਸਾਡੇ ਮਾਡਰੇਟਰ ਇਸ ਨੂੰ ਦੇਖਣਗੇ।`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਵੇਰਵੇ ਵੱਧ ਤੋਂ ਵੱਧ 2000 ਅੱਖਰਾਂ ਦੇ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸੂਚੀ ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ ਕਾਰਨ ਚੁਣੋ।`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਆਪਣੇ ਆਪ ਨੂੰ ਜਾਂ ਆਪਣੀ ਲਿਖੀ ਕਿਸੇ ਚੀਜ਼ ਨੂੰ ਰਿਪੋਰਟ ਨਹੀਂ ਕਰ ਸਕਦੇ।`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਤੁਸੀਂ ਪਿਛਲੇ ਇੱਕ ਘੰਟੇ ਵਿੱਚ ਬਹੁਤ ਸਾਰੀਆਂ ਰਿਪੋਰਟਾਂ ਭੇਜੀਆਂ ਹਨ।`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇਹ ਖ਼ਾਨਾ ਭਰਨਾ ਲਾਜ਼ਮੀ ਹੈ`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅੰਤਲੀ ਮਿਤੀ ਸ਼ੁਰੂਆਤੀ ਮਿਤੀ ਤੋਂ ਬਾਅਦ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਦੋਵਾਂ ਵਿਚਕਾਰ ਵੱਧ ਤੋਂ ਵੱਧ 366 ਦਿਨ ਹੋ ਸਕਦੇ ਹਨ`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਖੋਜ ਵਾਲੀ ਲਿਖਤ ਵੱਧ ਤੋਂ ਵੱਧ 100 ਅੱਖਰਾਂ ਦੀ ਹੋ ਸਕਦੀ ਹੈ`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਿਤੀਆਂ ਇਸ ਤਰ੍ਹਾਂ ਲਿਖੋ: 2026-12-05 ਜਾਂ 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਇੱਕ ਲੜੀ 2 ਤੋਂ 52 ਵਾਰ ਤੱਕ ਦੁਹਰਾਈ ਜਾ ਸਕਦੀ ਹੈ।`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਲੜੀ ਕਦੋਂ ਖ਼ਤਮ ਹੋਵੇ: ਕਿਸੇ ਮਿਤੀ ਨੂੰ ਜਾਂ ਤੈਅ ਗਿਣਤੀ ਵਿੱਚ ਦੁਹਰਾਏ ਜਾਣ ਤੋਂ ਬਾਅਦ।`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 ਤੋਂ 51 ਤੱਕ ਹੋਰ ਮਿਤੀਆਂ ਜੋੜੋ।`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਚੁਣੋ ਕਿ ਲੜੀ ਨੂੰ ਕਿਵੇਂ ਵਧਾਉਣਾ ਹੈ: ਹੋਰ ਮਿਤੀਆਂ ਦੀ ਗਿਣਤੀ ਦੱਸ ਕੇ ਜਾਂ ਕਿਸੇ ਬਾਅਦ ਵਾਲੀ ਮਿਤੀ ਤੱਕ।`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਨਵੀਂ ਸਮਾਪਤੀ ਮਿਤੀ ਲੜੀ ਦੀ ਆਖ਼ਰੀ ਮਿਤੀ ਤੋਂ ਬਾਅਦ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਲੜੀ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 52 ਆਉਣ ਵਾਲੇ ਇਵੈਂਟ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮਾਪਤੀ ਮਿਤੀ ਪਹਿਲੇ ਇਵੈਂਟ ਤੋਂ ਬਾਅਦ ਦੀ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ, ਅਤੇ ਲੜੀ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 52 ਇਵੈਂਟ ਹੋ ਸਕਦੇ ਹਨ।`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮੁਅੱਤਲੀ ਖ਼ਤਮ ਹੋਣ ਦੀ ਮਿਤੀ ਅਤੇ ਸਮਾਂ ਭਵਿੱਖ ਵਿੱਚ ਹੋਣੇ ਚਾਹੀਦੇ ਹਨ।`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਸਮਾਪਤੀ ਮਿਤੀ ਸਿਰਫ਼ ਮੁਅੱਤਲੀ ਲਈ ਹੀ ਦਿੱਤੀ ਜਾ ਸਕਦੀ ਹੈ।`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਟੈਗ ਇੱਕ ਸ਼ਬਦ ਹੁੰਦਾ ਹੈ, ਜਿਸ ਵਿੱਚ ਵੱਧ ਤੋਂ ਵੱਧ 30 ਅੱਖਰ, ਅੰਕ, ਡੈਸ਼ (-) ਜਾਂ ਅੰਡਰਸਕੋਰ (_) ਹੋ ਸਕਦੇ ਹਨ`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਮਾਫ਼ ਕਰਨਾ, ਟੈਗ ਕੁੱਲ ਮਿਲਾ ਕੇ ਵੱਧ ਤੋਂ ਵੱਧ 100 ਅੱਖਰਾਂ ਦੇ ਹੋ ਸਕਦੇ ਹਨ`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਹਰ ਟੈਗ ਸਿਰਫ਼ ਇੱਕ ਵਾਰ ਹੀ ਆ ਸਕਦਾ ਹੈ`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਅਣਪਛਾਤੀ ਥਾਂ: ਸੂਚੀ ਵਿੱਚ ਦਿੱਤੇ ਇਲਾਕਿਆਂ ਜਾਂ ਨਗਰਪਾਲਿਕਾਵਾਂ ਵਿੱਚੋਂ ਕੋਈ ਇੱਕ ਚੁਣੋ`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਰੀ 1 ਤੋਂ 100 ਕਿਲੋਮੀਟਰ ਤੱਕ ਦੀ ਕੋਈ ਸੰਖਿਆ ਹੋਣੀ ਚਾਹੀਦੀ ਹੈ`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ਦੂਰੀ ਮਾਪਣ ਲਈ ਕੋਈ ਸ਼ੁਰੂਆਤੀ ਬਿੰਦੂ ਚਾਹੀਦਾ ਹੈ: ਕੋਈ ਬਿੰਦੂ (near) ਜਾਂ ਕੋਈ ਥਾਂ (place)`)
};