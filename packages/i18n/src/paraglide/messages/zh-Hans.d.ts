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
export const common_binding_english: (inputs: Common_Binding_EnglishInputs) => LocalizedString;
export const common_language: (inputs: Common_LanguageInputs) => LocalizedString;
export const common_language_account_hint: (inputs: Common_Language_Account_HintInputs) => LocalizedString;
export const common_language_menu: (inputs: Common_Language_MenuInputs) => LocalizedString;
export const common_language_not_saved: (inputs: Common_Language_Not_SavedInputs) => LocalizedString;
export const common_language_saved: (inputs: Common_Language_SavedInputs) => LocalizedString;
export const server_address_search_is_not_set_up: (inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString;
export const server_altcha_is_not_in_use: (inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString;
export const server_failed_to_create_group_limit_of: (inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString;
export const server_invalid_or_missing_csrf_token_reload: (inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString;
export const server_new_members_join_as_member: (inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString;
export const server_no_free_group_id_could_be: (inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString;
export const server_no_one_may_act_on_an: (inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString;
export const server_not_found: (inputs: Server_Not_FoundInputs) => LocalizedString;
export const server_nothing_could_be_read_from_this: (inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString;
export const server_only_an_admin_may_act_on: (inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString;
export const server_only_an_event_host_or_the: (inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString;
export const server_only_https_links_to_meetupcom_can: (inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString;
export const server_only_members_of_the_group_see: (inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString;
export const server_only_members_see_a_private_groups: (inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString;
export const server_only_members_see_who_belongs_to: (inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString;
export const server_only_site_moderators_may_do_this: (inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString;
export const server_only_the_creator_of_an_event: (inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString;
export const server_only_the_host_of_the_event: (inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString;
export const server_only_the_host_of_the_event_2: (inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString;
export const server_only_the_host_or_the_owner: (inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString;
export const server_only_the_host_or_the_owner_2: (inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString;
export const server_only_the_owner_and_the_event: (inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString;
export const server_please_sign_in_to_continue: (inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString;
export const server_send_the_signin_form_as_multipartformdata: (inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString;
export const server_some_of_these_reports_do_not: (inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString;
export const server_the_cursor_is_not_valid_ask: (inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString;
export const server_the_host_cannot_leave_their_own: (inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString;
export const server_the_host_of_an_event_cannot: (inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString;
export const server_the_owner_cannot_leave_the_group: (inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString;
export const server_the_owner_of_a_group_cannot: (inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString;
export const server_the_signin_form_could_not_be: (inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString;
export const server_the_upload_could_not_be_read: (inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString;
export const server_there_is_no_image: (inputs: Server_There_Is_No_ImageInputs) => LocalizedString;
export const server_there_is_no_such_request: (inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString;
export const server_there_is_no_such_sitemap_file: (inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString;
export const server_there_is_no_such_user: (inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString;
export const server_this_calendar_address_is_not_valid: (inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString;
export const server_this_comment_does_not_exist: (inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString;
export const server_this_does_not_exist_and_no: (inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString;
export const server_this_event_does_not_exist: (inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString;
export const server_this_event_has_already_ended: (inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString;
export const server_this_group_does_not_exist: (inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString;
export const server_this_group_is_private_ask_to: (inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString;
export const server_this_group_is_private_its_events: (inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString;
export const server_this_is_not_a_link: (inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString;
export const server_this_is_not_the_link_of: (inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString;
export const server_this_is_not_the_link_of_2: (inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString;
export const server_this_no_longer_exists_only_dismiss: (inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString;
export const server_this_person_already_hosts_the_event: (inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString;
export const server_this_person_does_not_exist: (inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString;
export const server_this_person_is_not_a_member: (inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString;
export const server_this_person_is_not_banned_from: (inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString;
export const server_too_many_requests_please_wait_a: (inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString;
export const server_you_are_already_attending_this_event: (inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString;
export const server_you_are_not_a_member_of: (inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString;
export const server_you_are_not_allowed_to_do: (inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString;
export const server_you_are_not_attending_this_event: (inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString;
export const server_you_cannot_act_on_yourself_or: (inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString;
export const server_you_cannot_ask_to_join_this: (inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString;
export const server_you_cannot_block_yourself: (inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString;
export const server_you_cannot_comment_on_this_groups: (inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString;
export const server_you_cannot_join_this_group: (inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString;
export const server_you_have_not_blocked_this_person: (inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString;
export const server_you_must_be_a_member_of: (inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString;
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
export type Server_Address_Search_Is_Not_Set_UpInputs = {};
export type Server_Altcha_Is_Not_In_UseInputs = {};
export type Server_Failed_To_Create_Group_Limit_OfInputs = {};
export type Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs = {};
export type Server_New_Members_Join_As_MemberInputs = {};
export type Server_No_Free_Group_Id_Could_BeInputs = {};
export type Server_No_One_May_Act_On_AnInputs = {};
export type Server_Not_FoundInputs = {};
export type Server_Nothing_Could_Be_Read_From_ThisInputs = {};
export type Server_Only_An_Admin_May_Act_OnInputs = {};
export type Server_Only_An_Event_Host_Or_TheInputs = {};
export type Server_Only_Https_Links_To_Meetupcom_CanInputs = {};
export type Server_Only_Members_Of_The_Group_SeeInputs = {};
export type Server_Only_Members_See_A_Private_GroupsInputs = {};
export type Server_Only_Members_See_Who_Belongs_ToInputs = {};
export type Server_Only_Site_Moderators_May_Do_ThisInputs = {};
export type Server_Only_The_Creator_Of_An_EventInputs = {};
export type Server_Only_The_Host_Of_The_EventInputs = {};
export type Server_Only_The_Host_Of_The_Event_2Inputs = {};
export type Server_Only_The_Host_Or_The_OwnerInputs = {};
export type Server_Only_The_Host_Or_The_Owner_2Inputs = {};
export type Server_Only_The_Owner_And_The_EventInputs = {};
export type Server_Please_Sign_In_To_ContinueInputs = {};
export type Server_Send_The_Signin_Form_As_MultipartformdataInputs = {};
export type Server_Some_Of_These_Reports_Do_NotInputs = {};
export type Server_The_Cursor_Is_Not_Valid_AskInputs = {};
export type Server_The_Host_Cannot_Leave_Their_OwnInputs = {};
export type Server_The_Host_Of_An_Event_CannotInputs = {};
export type Server_The_Owner_Cannot_Leave_The_GroupInputs = {};
export type Server_The_Owner_Of_A_Group_CannotInputs = {};
export type Server_The_Signin_Form_Could_Not_BeInputs = {};
export type Server_The_Upload_Could_Not_Be_ReadInputs = {};
export type Server_There_Is_No_ImageInputs = {};
export type Server_There_Is_No_Such_RequestInputs = {};
export type Server_There_Is_No_Such_Sitemap_FileInputs = {};
export type Server_There_Is_No_Such_UserInputs = {};
export type Server_This_Calendar_Address_Is_Not_ValidInputs = {};
export type Server_This_Comment_Does_Not_ExistInputs = {};
export type Server_This_Does_Not_Exist_And_NoInputs = {};
export type Server_This_Event_Does_Not_ExistInputs = {};
export type Server_This_Event_Has_Already_EndedInputs = {};
export type Server_This_Group_Does_Not_ExistInputs = {};
export type Server_This_Group_Is_Private_Ask_ToInputs = {};
export type Server_This_Group_Is_Private_Its_EventsInputs = {};
export type Server_This_Is_Not_A_LinkInputs = {};
export type Server_This_Is_Not_The_Link_OfInputs = {};
export type Server_This_Is_Not_The_Link_Of_2Inputs = {};
export type Server_This_No_Longer_Exists_Only_DismissInputs = {};
export type Server_This_Person_Already_Hosts_The_EventInputs = {};
export type Server_This_Person_Does_Not_ExistInputs = {};
export type Server_This_Person_Is_Not_A_MemberInputs = {};
export type Server_This_Person_Is_Not_Banned_FromInputs = {};
export type Server_Too_Many_Requests_Please_Wait_AInputs = {};
export type Server_You_Are_Already_Attending_This_EventInputs = {};
export type Server_You_Are_Not_A_Member_OfInputs = {};
export type Server_You_Are_Not_Allowed_To_DoInputs = {};
export type Server_You_Are_Not_Attending_This_EventInputs = {};
export type Server_You_Cannot_Act_On_Yourself_OrInputs = {};
export type Server_You_Cannot_Ask_To_Join_ThisInputs = {};
export type Server_You_Cannot_Block_YourselfInputs = {};
export type Server_You_Cannot_Comment_On_This_GroupsInputs = {};
export type Server_You_Cannot_Join_This_GroupInputs = {};
export type Server_You_Have_Not_Blocked_This_PersonInputs = {};
export type Server_You_Must_Be_A_Member_OfInputs = {};
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
