/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Account_SuspendedInputs */
/** @typedef {{ privacyPolicy: NonNullable<unknown>, termsOfService: NonNullable<unknown> }} Auth_AgreementInputs */
/** @typedef {{}} Auth_Altcha_ErrorInputs */
/** @typedef {{}} Auth_Altcha_ExpiredInputs */
/** @typedef {{}} Auth_Altcha_LabelInputs */
/** @typedef {{}} Auth_Altcha_Link_LabelInputs */
/** @typedef {{}} Auth_Altcha_LoadingInputs */
/** @typedef {{ link: NonNullable<unknown> }} Auth_Altcha_Protected_ByInputs */
/** @typedef {{}} Auth_Altcha_RequiredInputs */
/** @typedef {{}} Auth_Altcha_VerifiedInputs */
/** @typedef {{}} Auth_Altcha_VerifyingInputs */
/** @typedef {{}} Auth_Altcha_WaitInputs */
/** @typedef {{}} Auth_Captcha_LoadingInputs */
/** @typedef {{}} Auth_External_Sign_In_FailedInputs */
/** @typedef {{}} Auth_Generic_ErrorInputs */
/** @typedef {{}} Auth_Have_AccountInputs */
/** @typedef {{}} Auth_Hide_PasswordInputs */
/** @typedef {{}} Auth_Incorrect_CredentialsInputs */
/** @typedef {{}} Auth_Login_AvailableInputs */
/** @typedef {{}} Auth_Login_LabelInputs */
/** @typedef {{}} Auth_Login_RuleInputs */
/** @typedef {{}} Auth_No_AccountInputs */
/** @typedef {{}} Auth_Or_Sign_In_WithInputs */
/** @typedef {{}} Auth_Or_Sign_Up_WithInputs */
/** @typedef {{}} Auth_Password_HintInputs */
/** @typedef {{}} Auth_Password_LabelInputs */
/** @typedef {{}} Auth_Privacy_PolicyInputs */
/** @typedef {{}} Auth_Show_PasswordInputs */
/** @typedef {{}} Auth_Sign_InInputs */
/** @typedef {{}} Auth_Sign_In_ButtonInputs */
/** @typedef {{}} Auth_Sign_In_SubtitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Sign_In_WithInputs */
/** @typedef {{}} Auth_Sign_UpInputs */
/** @typedef {{}} Auth_Sign_Up_ButtonInputs */
/** @typedef {{}} Auth_Sign_Up_FailedInputs */
/** @typedef {{}} Auth_Sign_Up_NowInputs */
/** @typedef {{}} Auth_Sign_Up_SubtitleInputs */
/** @typedef {{}} Auth_Sign_Up_TitleInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Auth_Sign_Up_WithInputs */
/** @typedef {{}} Auth_Signed_InInputs */
/** @typedef {{}} Auth_Signed_UpInputs */
/** @typedef {{}} Auth_Terms_Of_ServiceInputs */
/** @typedef {{}} Auth_Too_Many_AttemptsInputs */
/** @typedef {{}} Common_Binding_EnglishInputs */
/** @typedef {{}} Common_LanguageInputs */
/** @typedef {{}} Common_Language_Account_HintInputs */
/** @typedef {{}} Common_Language_MenuInputs */
/** @typedef {{}} Common_Language_Not_SavedInputs */
/** @typedef {{ language: NonNullable<unknown> }} Common_Language_SavedInputs */
/** @typedef {{}} Discovery_Clear_FiltersInputs */
/** @typedef {{}} Discovery_Clear_SearchInputs */
/** @typedef {{ date: NonNullable<unknown> }} Discovery_Dates_FromInputs */
/** @typedef {{ date: NonNullable<unknown> }} Discovery_Dates_UntilInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Events_Document_TitleInputs */
/** @typedef {{}} Discovery_Events_EmptyInputs */
/** @typedef {{}} Discovery_Events_Empty_MineInputs */
/** @typedef {{}} Discovery_Events_Empty_VisitorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Events_FoundInputs */
/** @typedef {{}} Discovery_Events_Load_FailedInputs */
/** @typedef {{}} Discovery_Events_LoadingInputs */
/** @typedef {{}} Discovery_Events_More_FailedInputs */
/** @typedef {{}} Discovery_Events_Nearby_ListInputs */
/** @typedef {{}} Discovery_Events_Nearby_TitleInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Events_No_MatchInputs */
/** @typedef {{}} Discovery_Events_None_FoundInputs */
/** @typedef {{}} Discovery_Events_Only_MineInputs */
/** @typedef {{}} Discovery_Events_PlaceholderInputs */
/** @typedef {{}} Discovery_Events_Show_MoreInputs */
/** @typedef {{}} Discovery_Filtered_EmptyInputs */
/** @typedef {{}} Discovery_Filters_A_NeighbourhoodInputs */
/** @typedef {{}} Discovery_Filters_Any_DistanceInputs */
/** @typedef {{}} Discovery_Filters_Any_FormatInputs */
/** @typedef {{}} Discovery_Filters_Any_TimeInputs */
/** @typedef {{}} Discovery_Filters_ButtonInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Filters_Button_CountInputs */
/** @typedef {{}} Discovery_Filters_CancelInputs */
/** @typedef {{}} Discovery_Filters_Choose_NeighbourhoodInputs */
/** @typedef {{}} Discovery_Filters_Clear_AllInputs */
/** @typedef {{}} Discovery_Filters_DistanceInputs */
/** @typedef {{}} Discovery_Filters_Events_TitleInputs */
/** @typedef {{}} Discovery_Filters_Finding_LocationInputs */
/** @typedef {{}} Discovery_Filters_First_DayInputs */
/** @typedef {{}} Discovery_Filters_FormatInputs */
/** @typedef {{}} Discovery_Filters_Groups_TitleInputs */
/** @typedef {{}} Discovery_Filters_Home_Not_SetInputs */
/** @typedef {{}} Discovery_Filters_How_FarInputs */
/** @typedef {{}} Discovery_Filters_Hybrid_HintInputs */
/** @typedef {{}} Discovery_Filters_Last_DayInputs */
/** @typedef {{}} Discovery_Filters_Location_FoundInputs */
/** @typedef {{}} Discovery_Filters_Map_AreaInputs */
/** @typedef {{}} Discovery_Filters_Measured_FromInputs */
/** @typedef {{}} Discovery_Filters_My_LocationInputs */
/** @typedef {{}} Discovery_Filters_My_NeighbourhoodInputs */
/** @typedef {{ place: NonNullable<unknown> }} Discovery_Filters_My_Neighbourhood_NamedInputs */
/** @typedef {{}} Discovery_Filters_NeighbourhoodInputs */
/** @typedef {{}} Discovery_Filters_Pick_DatesInputs */
/** @typedef {{}} Discovery_Filters_Set_Home_In_SettingsInputs */
/** @typedef {{}} Discovery_Filters_Show_EventsInputs */
/** @typedef {{}} Discovery_Filters_Show_GroupsInputs */
/** @typedef {{}} Discovery_Filters_WhenInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Filters_Within_KmInputs */
/** @typedef {{}} Discovery_Format_In_PersonInputs */
/** @typedef {{}} Discovery_Format_OnlineInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Groups_Document_TitleInputs */
/** @typedef {{}} Discovery_Groups_EmptyInputs */
/** @typedef {{}} Discovery_Groups_Empty_MineInputs */
/** @typedef {{}} Discovery_Groups_Empty_VisitorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Groups_FoundInputs */
/** @typedef {{}} Discovery_Groups_Load_FailedInputs */
/** @typedef {{}} Discovery_Groups_LoadingInputs */
/** @typedef {{}} Discovery_Groups_More_FailedInputs */
/** @typedef {{}} Discovery_Groups_Nearby_ListInputs */
/** @typedef {{}} Discovery_Groups_Nearby_TitleInputs */
/** @typedef {{ search: NonNullable<unknown> }} Discovery_Groups_No_MatchInputs */
/** @typedef {{}} Discovery_Groups_None_FoundInputs */
/** @typedef {{}} Discovery_Groups_Only_MineInputs */
/** @typedef {{}} Discovery_Groups_PlaceholderInputs */
/** @typedef {{}} Discovery_Groups_Show_MoreInputs */
/** @typedef {{}} Discovery_Home_MissingInputs */
/** @typedef {{}} Discovery_Home_Missing_Settings_LinkInputs */
/** @typedef {{}} Discovery_Home_Missing_VisitorInputs */
/** @typedef {{ distance: NonNullable<unknown> }} Discovery_Km_AwayInputs */
/** @typedef {{}} Discovery_Location_DeniedInputs */
/** @typedef {{}} Discovery_Location_FailedInputs */
/** @typedef {{}} Discovery_Location_UnsupportedInputs */
/** @typedef {{}} Discovery_Map_CloseInputs */
/** @typedef {{ name: NonNullable<unknown> }} Discovery_Map_Event_CardInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Map_Events_ShownInputs */
/** @typedef {{}} Discovery_Map_LabelInputs */
/** @typedef {{}} Discovery_Map_LoadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Discovery_Map_Not_ShownInputs */
/** @typedef {{}} Discovery_Map_Search_AreaInputs */
/** @typedef {{}} Discovery_Problem_Dates_OrderInputs */
/** @typedef {{}} Discovery_Problem_Dates_Too_LongInputs */
/** @typedef {{}} Discovery_Problem_No_DatesInputs */
/** @typedef {{}} Discovery_Problem_No_HomeInputs */
/** @typedef {{}} Discovery_Problem_No_LocationInputs */
/** @typedef {{}} Discovery_Problem_No_OriginInputs */
/** @typedef {{}} Discovery_Problem_No_PlaceInputs */
/** @typedef {{}} Discovery_Search_EventsInputs */
/** @typedef {{}} Discovery_Search_Events_SubtitleInputs */
/** @typedef {{}} Discovery_Search_GroupsInputs */
/** @typedef {{}} Discovery_Search_Groups_SubtitleInputs */
/** @typedef {{}} Discovery_Try_AgainInputs */
/** @typedef {{}} Discovery_View_LabelInputs */
/** @typedef {{}} Discovery_View_ListInputs */
/** @typedef {{}} Discovery_View_MapInputs */
/** @typedef {{}} Discovery_When_Next_WeekInputs */
/** @typedef {{}} Discovery_When_This_WeekInputs */
/** @typedef {{}} Discovery_When_TodayInputs */
/** @typedef {{}} Discovery_When_TomorrowInputs */
/** @typedef {{}} Discovery_When_WeekendInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_A_NeighbourhoodInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_Map_AreaInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_My_LocationInputs */
/** @typedef {{ km: NonNullable<unknown> }} Discovery_Within_Km_Of_My_NeighbourhoodInputs */
/** @typedef {{ km: NonNullable<unknown>, place: NonNullable<unknown> }} Discovery_Within_Km_Of_PlaceInputs */
/** @typedef {{}} Events_Add_A_CommentInputs */
/** @typedef {{}} Events_Add_CommentInputs */
/** @typedef {{}} Events_Add_CountInputs */
/** @typedef {{}} Events_Add_PinInputs */
/** @typedef {{}} Events_Add_To_CalendarInputs */
/** @typedef {{}} Events_AddressInputs */
/** @typedef {{}} Events_Address_HintInputs */
/** @typedef {{}} Events_Address_MatchesInputs */
/** @typedef {{}} Events_Address_Search_DownInputs */
/** @typedef {{}} Events_After_CountInputs */
/** @typedef {{}} Events_Attend_EventInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Events_Attendees_LimitInputs */
/** @typedef {{}} Events_Attendees_Limit_UnlimitedInputs */
/** @typedef {{}} Events_Attending_NoteInputs */
/** @typedef {{ group: NonNullable<unknown> }} Events_Back_ToInputs */
/** @typedef {{}} Events_Browse_FilesInputs */
/** @typedef {{}} Events_CancelInputs */
/** @typedef {{}} Events_CancelledInputs */
/** @typedef {{}} Events_Cannot_CommentInputs */
/** @typedef {{}} Events_Centre_OnInputs */
/** @typedef {{ time: NonNullable<unknown>, location: NonNullable<unknown> }} Events_Changed_BothInputs */
/** @typedef {{ location: NonNullable<unknown> }} Events_Changed_PlaceInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Changed_TimeInputs */
/** @typedef {{}} Events_Choose_Another_FileInputs */
/** @typedef {{}} Events_Choose_CoverInputs */
/** @typedef {{}} Events_Choose_ImageInputs */
/** @typedef {{}} Events_Choose_PlaceInputs */
/** @typedef {{}} Events_Comment_From_FediverseInputs */
/** @typedef {{}} Events_Comment_HintInputs */
/** @typedef {{}} Events_Comment_LabelInputs */
/** @typedef {{}} Events_Comment_OptionsInputs */
/** @typedef {{}} Events_Comments_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Copy_SubtitleInputs */
/** @typedef {{ max: NonNullable<unknown> }} Events_Count_HintInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Cover_AltInputs */
/** @typedef {{}} Events_Cover_FileInputs */
/** @typedef {{}} Events_Cover_Preview_AltInputs */
/** @typedef {{}} Events_Cover_RepeatsInputs */
/** @typedef {{}} Events_Create_AnotherInputs */
/** @typedef {{}} Events_Create_EventInputs */
/** @typedef {{ group: NonNullable<unknown> }} Events_Create_TitleInputs */
/** @typedef {{}} Events_Current_Cover_AltInputs */
/** @typedef {{}} Events_Current_Cover_StaysInputs */
/** @typedef {{}} Events_Dates_To_AddInputs */
/** @typedef {{}} Events_Delete_CommentInputs */
/** @typedef {{}} Events_Delete_Comment_QuestionInputs */
/** @typedef {{}} Events_Delete_EventInputs */
/** @typedef {{}} Events_Delete_QuestionInputs */
/** @typedef {{}} Events_Delete_WhichInputs */
/** @typedef {{}} Events_Description_HintInputs */
/** @typedef {{}} Events_Description_LabelInputs */
/** @typedef {{}} Events_Details_For_Group_MembersInputs */
/** @typedef {{ group: NonNullable<unknown> }} Events_Details_For_MembersInputs */
/** @typedef {{}} Events_DirectionsInputs */
/** @typedef {{}} Events_Directions_New_TabInputs */
/** @typedef {{}} Events_Doc_TitleInputs */
/** @typedef {{}} Events_Does_Not_RepeatInputs */
/** @typedef {{}} Events_Download_CsvInputs */
/** @typedef {{}} Events_DuplicateInputs */
/** @typedef {{}} Events_Edit_CommentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Edit_Doc_TitleInputs */
/** @typedef {{}} Events_Edit_EventInputs */
/** @typedef {{}} Events_Edit_RecurringInputs */
/** @typedef {{}} Events_Edit_Your_CommentInputs */
/** @typedef {{}} Events_EditedInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Edited_AtInputs */
/** @typedef {{}} Events_End_LabelInputs */
/** @typedef {{}} Events_EndedInputs */
/** @typedef {{}} Events_Ended_NoteInputs */
/** @typedef {{}} Events_EndsInputs */
/** @typedef {{}} Events_ExploreInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown> }} Events_Faces_LabelInputs */
/** @typedef {{ count: NonNullable<unknown>, names: NonNullable<unknown>, more: NonNullable<unknown> }} Events_Faces_Label_MoreInputs */
/** @typedef {{}} Events_FormatInputs */
/** @typedef {{}} Events_Format_Fact_HybridInputs */
/** @typedef {{}} Events_Format_Fact_OnlineInputs */
/** @typedef {{}} Events_Format_Hint_HybridInputs */
/** @typedef {{}} Events_Format_Hint_In_PersonInputs */
/** @typedef {{}} Events_Format_Hint_OnlineInputs */
/** @typedef {{}} Events_Format_HybridInputs */
/** @typedef {{}} Events_Format_In_PersonInputs */
/** @typedef {{}} Events_Format_OnlineInputs */
/** @typedef {{}} Events_Frequency_BiweeklyInputs */
/** @typedef {{}} Events_Frequency_MonthlyInputs */
/** @typedef {{}} Events_Frequency_WeeklyInputs */
/** @typedef {{}} Events_Full_NoteInputs */
/** @typedef {{}} Events_Go_To_EventInputs */
/** @typedef {{}} Events_Go_To_GroupInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Group_Owner_SuffixInputs */
/** @typedef {{}} Events_Hand_Over_ButtonInputs */
/** @typedef {{}} Events_Hand_Over_ConfirmInputs */
/** @typedef {{}} Events_Hand_Over_TitleInputs */
/** @typedef {{}} Events_Host_ToolsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Hosted_ByInputs */
/** @typedef {{ name: NonNullable<unknown>, host: NonNullable<unknown> }} Events_Hosted_By_AskInputs */
/** @typedef {{ count: NonNullable<unknown>, name: NonNullable<unknown> }} Events_Hosted_By_MoreInputs */
/** @typedef {{}} Events_Hosts_Load_FailedInputs */
/** @typedef {{}} Events_Import_ButtonInputs */
/** @typedef {{}} Events_Import_Form_LabelInputs */
/** @typedef {{}} Events_Import_HintInputs */
/** @typedef {{}} Events_Import_Url_LabelInputs */
/** @typedef {{}} Events_Join_Group_And_AttendInputs */
/** @typedef {{}} Events_Join_Group_And_WaitlistInputs */
/** @typedef {{}} Events_Join_OnlineInputs */
/** @typedef {{}} Events_Join_To_SeeInputs */
/** @typedef {{}} Events_Join_WaitlistInputs */
/** @typedef {{}} Events_Last_DateInputs */
/** @typedef {{}} Events_Leave_EventInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_Leave_Group_Gives_UpInputs */
/** @typedef {{}} Events_Leave_Group_QuestionInputs */
/** @typedef {{}} Events_Leave_WaitlistInputs */
/** @typedef {{}} Events_Link_For_GoingInputs */
/** @typedef {{}} Events_Loading_CommentsInputs */
/** @typedef {{}} Events_Loading_EventInputs */
/** @typedef {{}} Events_Loading_GroupInputs */
/** @typedef {{}} Events_Loading_HostsInputs */
/** @typedef {{}} Events_Loading_MapInputs */
/** @typedef {{}} Events_Loading_ParticipantsInputs */
/** @typedef {{}} Events_Loading_PastInputs */
/** @typedef {{}} Events_Loading_TabInputs */
/** @typedef {{}} Events_Loading_UpcomingInputs */
/** @typedef {{}} Events_Loading_YoursInputs */
/** @typedef {{ time: NonNullable<unknown> }} Events_Local_Time_HintInputs */
/** @typedef {{}} Events_LocationInputs */
/** @typedef {{}} Events_Location_Hint_HybridInputs */
/** @typedef {{}} Events_Location_Hint_In_PersonInputs */
/** @typedef {{}} Events_Location_Hint_OnlineInputs */
/** @typedef {{}} Events_Map_New_TabInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Map_OfInputs */
/** @typedef {{}} Events_Meeting_LinkInputs */
/** @typedef {{}} Events_Meeting_Link_HintInputs */
/** @typedef {{}} Events_Meeting_Link_New_TabInputs */
/** @typedef {{ max: NonNullable<unknown> }} Events_More_Count_HintInputs */
/** @typedef {{}} Events_More_DatesInputs */
/** @typedef {{ count: NonNullable<unknown>, rule: NonNullable<unknown> }} Events_More_Dates_HintInputs */
/** @typedef {{}} Events_More_Until_HintInputs */
/** @typedef {{}} Events_Move_PinInputs */
/** @typedef {{}} Events_My_EventsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Events_My_Events_CountInputs */
/** @typedef {{}} Events_Names_SeparatorInputs */
/** @typedef {{}} Events_New_Last_DateInputs */
/** @typedef {{}} Events_No_Address_MatchesInputs */
/** @typedef {{}} Events_No_CommentsInputs */
/** @typedef {{}} Events_No_ImageInputs */
/** @typedef {{}} Events_No_Link_ManageInputs */
/** @typedef {{}} Events_No_Link_YetInputs */
/** @typedef {{}} Events_No_More_DatesInputs */
/** @typedef {{}} Events_No_Other_HostInputs */
/** @typedef {{}} Events_No_ParticipantsInputs */
/** @typedef {{ group: NonNullable<unknown>, owner: NonNullable<unknown> }} Events_Not_A_Host_BodyInputs */
/** @typedef {{}} Events_Not_A_Host_TitleInputs */
/** @typedef {{}} Events_Not_AttendingInputs */
/** @typedef {{}} Events_Number_Of_EventsInputs */
/** @typedef {{}} Events_On_DateInputs */
/** @typedef {{}} Events_Only_Host_Can_EditInputs */
/** @typedef {{}} Events_Opens_New_TabInputs */
/** @typedef {{}} Events_OptionsInputs */
/** @typedef {{}} Events_Owner_Will_AnswerInputs */
/** @typedef {{}} Events_Participants_LimitInputs */
/** @typedef {{}} Events_Participants_Limit_HintInputs */
/** @typedef {{}} Events_Participants_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Participants_OfInputs */
/** @typedef {{}} Events_PastInputs */
/** @typedef {{}} Events_Past_Load_FailedInputs */
/** @typedef {{}} Events_Picker_Map_LabelInputs */
/** @typedef {{}} Events_Pin_AltInputs */
/** @typedef {{}} Events_Pin_CentreInputs */
/** @typedef {{}} Events_Pin_Drag_TitleInputs */
/** @typedef {{}} Events_Pin_Field_HintInputs */
/** @typedef {{}} Events_Pin_Field_LabelInputs */
/** @typedef {{}} Events_Pin_HintInputs */
/** @typedef {{ place: NonNullable<unknown>, point: NonNullable<unknown> }} Events_Pin_NearInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Pin_OfInputs */
/** @typedef {{}} Events_Pin_On_MapInputs */
/** @typedef {{ pin: NonNullable<unknown> }} Events_Pin_ReadoutInputs */
/** @typedef {{}} Events_Privacy_Hint_PrivateInputs */
/** @typedef {{}} Events_Privacy_Hint_PublicInputs */
/** @typedef {{}} Events_Privacy_LabelInputs */
/** @typedef {{}} Events_Private_Group_EventsInputs */
/** @typedef {{}} Events_Private_Group_NoteInputs */
/** @typedef {{}} Events_ReadyInputs */
/** @typedef {{}} Events_RemoveInputs */
/** @typedef {{}} Events_Remove_CoverInputs */
/** @typedef {{}} Events_Remove_Cover_FromInputs */
/** @typedef {{}} Events_Remove_Cover_From_LabelInputs */
/** @typedef {{}} Events_Remove_Cover_OneInputs */
/** @typedef {{}} Events_Remove_Cover_SeriesInputs */
/** @typedef {{}} Events_Remove_PinInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_BiweeklyInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_1Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_2Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_3Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_4Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_Monthly_LastInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeat_WeeklyInputs */
/** @typedef {{}} Events_RepeatsInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_BiweeklyInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_1Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_2Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_3Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_4Inputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_Monthly_LastInputs */
/** @typedef {{ weekday: NonNullable<unknown> }} Events_Repeats_WeeklyInputs */
/** @typedef {{}} Events_Request_To_Join_To_AttendInputs */
/** @typedef {{}} Events_Requested_MembershipInputs */
/** @typedef {{}} Events_Required_NoteInputs */
/** @typedef {{}} Events_SaveInputs */
/** @typedef {{}} Events_Save_Changes_ToInputs */
/** @typedef {{}} Events_Save_WhichInputs */
/** @typedef {{}} Events_Scope_FollowingInputs */
/** @typedef {{}} Events_Scope_SeriesInputs */
/** @typedef {{}} Events_Scope_ThisInputs */
/** @typedef {{}} Events_SearchingInputs */
/** @typedef {{}} Events_SectionsInputs */
/** @typedef {{}} Events_See_Other_EventsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Selected_FileInputs */
/** @typedef {{}} Events_Series_DatesInputs */
/** @typedef {{ count: NonNullable<unknown>, frequency: NonNullable<unknown> }} Events_Series_SummaryInputs */
/** @typedef {{ total: NonNullable<unknown> }} Events_Show_All_DatesInputs */
/** @typedef {{}} Events_Show_MoreInputs */
/** @typedef {{}} Events_Sign_In_Join_To_SeeInputs */
/** @typedef {{}} Events_Sign_In_To_AttendInputs */
/** @typedef {{}} Events_Start_LabelInputs */
/** @typedef {{}} Events_Tab_AboutInputs */
/** @typedef {{}} Events_Tab_CommentsInputs */
/** @typedef {{}} Events_Tab_ParticipantsInputs */
/** @typedef {{}} Events_Title_HintInputs */
/** @typedef {{}} Events_Title_LabelInputs */
/** @typedef {{}} Events_Toast_Attend_FailedInputs */
/** @typedef {{}} Events_Toast_Attend_Failed_Not_MemberInputs */
/** @typedef {{}} Events_Toast_AttendingInputs */
/** @typedef {{}} Events_Toast_Comment_AddedInputs */
/** @typedef {{}} Events_Toast_Comment_Delete_FailedInputs */
/** @typedef {{}} Events_Toast_Comment_DeletedInputs */
/** @typedef {{}} Events_Toast_Comment_FailedInputs */
/** @typedef {{}} Events_Toast_Comment_Update_FailedInputs */
/** @typedef {{}} Events_Toast_Comment_UpdatedInputs */
/** @typedef {{}} Events_Toast_Cover_Delete_FailedInputs */
/** @typedef {{}} Events_Toast_Cover_DeletedInputs */
/** @typedef {{}} Events_Toast_Cover_Upload_FailedInputs */
/** @typedef {{}} Events_Toast_Cover_UploadedInputs */
/** @typedef {{}} Events_Toast_Create_FailedInputs */
/** @typedef {{}} Events_Toast_CreatedInputs */
/** @typedef {{}} Events_Toast_Delete_FailedInputs */
/** @typedef {{}} Events_Toast_DeletedInputs */
/** @typedef {{}} Events_Toast_Hand_Over_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Toast_Handed_OverInputs */
/** @typedef {{}} Events_Toast_Import_FailedInputs */
/** @typedef {{}} Events_Toast_Join_Group_FailedInputs */
/** @typedef {{}} Events_Toast_Joined_GroupInputs */
/** @typedef {{}} Events_Toast_Leave_Event_FailedInputs */
/** @typedef {{}} Events_Toast_Left_EventInputs */
/** @typedef {{}} Events_Toast_Membership_Request_FailedInputs */
/** @typedef {{}} Events_Toast_Membership_RequestedInputs */
/** @typedef {{}} Events_Toast_Update_FailedInputs */
/** @typedef {{}} Events_Toast_UpdatedInputs */
/** @typedef {{}} Events_Toast_WaitlistedInputs */
/** @typedef {{}} Events_Until_HintInputs */
/** @typedef {{}} Events_Until_LaterInputs */
/** @typedef {{}} Events_UpcomingInputs */
/** @typedef {{}} Events_Upcoming_Load_FailedInputs */
/** @typedef {{}} Events_Update_EventInputs */
/** @typedef {{}} Events_Upload_CoverInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Events_Uploaded_On_SaveInputs */
/** @typedef {{}} Events_Use_Cover_ForInputs */
/** @typedef {{}} Events_Use_This_ImageInputs */
/** @typedef {{}} Events_Use_This_PinInputs */
/** @typedef {{}} Events_Waitlist_Order_NoteInputs */
/** @typedef {{ position: NonNullable<unknown>, ordinal: NonNullable<unknown> }} Events_Waitlist_PlaceInputs */
/** @typedef {{}} Events_Waitlisted_NoteInputs */
/** @typedef {{}} Events_WhereInputs */
/** @typedef {{ name: NonNullable<unknown> }} Events_Who_Will_HostInputs */
/** @typedef {{}} Events_Your_EventsInputs */
/** @typedef {{}} Events_Your_Local_TimeInputs */
/** @typedef {{}} Events_Yours_Load_FailedInputs */
/** @typedef {{}} Feeds_Csv_NameInputs */
/** @typedef {{}} Feeds_Csv_RoleInputs */
/** @typedef {{ zone: NonNullable<unknown> }} Feeds_Csv_Rsvp_TimeInputs */
/** @typedef {{ date: NonNullable<unknown>, time: NonNullable<unknown> }} Feeds_Date_At_TimeInputs */
/** @typedef {{}} Feeds_Export_BlockedInputs */
/** @typedef {{}} Feeds_Export_CommentsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Feeds_Export_Conversation_WithInputs */
/** @typedef {{}} Feeds_Export_EmailInputs */
/** @typedef {{}} Feeds_Export_EventsInputs */
/** @typedef {{}} Feeds_Export_GroupsInputs */
/** @typedef {{}} Feeds_Export_HiddenInputs */
/** @typedef {{ site: NonNullable<unknown>, name: NonNullable<unknown>, date: NonNullable<unknown> }} Feeds_Export_IntroInputs */
/** @typedef {{}} Feeds_Export_Member_SinceInputs */
/** @typedef {{}} Feeds_Export_MessagesInputs */
/** @typedef {{}} Feeds_Export_NothingInputs */
/** @typedef {{}} Feeds_Export_NotificationsInputs */
/** @typedef {{}} Feeds_Export_PicturesInputs */
/** @typedef {{}} Feeds_Export_PlaceInputs */
/** @typedef {{}} Feeds_Export_ProfileInputs */
/** @typedef {{}} Feeds_Export_RequestsInputs */
/** @typedef {{ site: NonNullable<unknown> }} Feeds_Export_TitleInputs */
/** @typedef {{}} Feeds_Export_YouInputs */
/** @typedef {{ group: NonNullable<unknown> }} Feeds_Group_Calendar_DescriptionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Feeds_Group_Feed_CopyrightInputs */
/** @typedef {{ group: NonNullable<unknown> }} Feeds_Group_Feed_TitleInputs */
/** @typedef {{ url: NonNullable<unknown> }} Feeds_Join_OnlineInputs */
/** @typedef {{}} Feeds_My_Events_CalendarInputs */
/** @typedef {{}} Feeds_My_Events_DescriptionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Feeds_Waitlist_SummaryInputs */
/** @typedef {{ link: NonNullable<unknown> }} Groups_Account_NeededInputs */
/** @typedef {{}} Groups_Approve_RequestInputs */
/** @typedef {{ date: NonNullable<unknown> }} Groups_Asked_To_Join_OnInputs */
/** @typedef {{}} Groups_Ban_ConfirmInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Ban_MessageInputs */
/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Groups_Ban_Reason_HintInputs */
/** @typedef {{}} Groups_Ban_Reason_LabelInputs */
/** @typedef {{}} Groups_Ban_Reason_PrefixInputs */
/** @typedef {{}} Groups_Ban_TitleInputs */
/** @typedef {{}} Groups_Banned_Cannot_JoinInputs */
/** @typedef {{}} Groups_Banned_EmptyInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Banned_List_LabelInputs */
/** @typedef {{}} Groups_Banned_Load_FailedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Groups_Banned_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, name: NonNullable<unknown> }} Groups_Banned_On_ByInputs */
/** @typedef {{}} Groups_Calendar_CopyInputs */
/** @typedef {{}} Groups_Calendar_DownloadInputs */
/** @typedef {{}} Groups_Calendar_Download_NoteInputs */
/** @typedef {{}} Groups_Calendar_OpenInputs */
/** @typedef {{}} Groups_Calendar_SubscribeInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Cover_AltInputs */
/** @typedef {{}} Groups_Cover_ChangeInputs */
/** @typedef {{}} Groups_Cover_Current_AltInputs */
/** @typedef {{}} Groups_Cover_DeleteInputs */
/** @typedef {{}} Groups_Cover_Delete_ConfirmInputs */
/** @typedef {{}} Groups_Cover_Delete_QuestionInputs */
/** @typedef {{}} Groups_Cover_File_LabelInputs */
/** @typedef {{}} Groups_Cover_Preview_AltInputs */
/** @typedef {{}} Groups_Cover_UploadInputs */
/** @typedef {{}} Groups_Cover_Uploaded_On_SaveInputs */
/** @typedef {{}} Groups_Create_A_GroupInputs */
/** @typedef {{}} Groups_Create_ButtonInputs */
/** @typedef {{}} Groups_Create_EventInputs */
/** @typedef {{}} Groups_Create_Free_AccountInputs */
/** @typedef {{}} Groups_Create_Or_ImportInputs */
/** @typedef {{}} Groups_Decline_And_BanInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Decline_And_Ban_QuestionInputs */
/** @typedef {{}} Groups_Delete_GroupInputs */
/** @typedef {{}} Groups_Delete_QuestionInputs */
/** @typedef {{}} Groups_Description_HintInputs */
/** @typedef {{ distance: NonNullable<unknown> }} Groups_Distance_KmInputs */
/** @typedef {{}} Groups_Document_Title_GroupInputs */
/** @typedef {{}} Groups_Edit_Description_HintInputs */
/** @typedef {{}} Groups_Edit_Form_LabelInputs */
/** @typedef {{}} Groups_Fediverse_Address_CopiedInputs */
/** @typedef {{}} Groups_Fediverse_Copy_AddressInputs */
/** @typedef {{}} Groups_Fediverse_Copy_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Fediverse_Followers_CountInputs */
/** @typedef {{}} Groups_Fediverse_IntroInputs */
/** @typedef {{}} Groups_Fediverse_TitleInputs */
/** @typedef {{}} Groups_Field_DescriptionInputs */
/** @typedef {{}} Groups_Field_HandleInputs */
/** @typedef {{}} Groups_Field_IdInputs */
/** @typedef {{}} Groups_Field_NameInputs */
/** @typedef {{}} Groups_Field_PrivacyInputs */
/** @typedef {{}} Groups_Follow_Account_LabelInputs */
/** @typedef {{}} Groups_Follow_ButtonInputs */
/** @typedef {{}} Groups_Follow_Form_LabelInputs */
/** @typedef {{}} Groups_Followers_EmptyInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Followers_List_LabelInputs */
/** @typedef {{}} Groups_Followers_Load_FailedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Groups_Followers_SinceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Free_GroupsInputs */
/** @typedef {{}} Groups_Go_To_GroupInputs */
/** @typedef {{}} Groups_Handle_HintInputs */
/** @typedef {{}} Groups_Handle_Hint_PrivateInputs */
/** @typedef {{ address: NonNullable<unknown> }} Groups_Handle_PreviewInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Handover_MessageInputs */
/** @typedef {{}} Groups_Handover_TitleInputs */
/** @typedef {{}} Groups_Help_PageInputs */
/** @typedef {{}} Groups_Hero_EyebrowInputs */
/** @typedef {{}} Groups_Hero_Get_StartedInputs */
/** @typedef {{}} Groups_Hero_Sign_InInputs */
/** @typedef {{ free: NonNullable<unknown> }} Groups_Hero_TextInputs */
/** @typedef {{}} Groups_Hero_TitleInputs */
/** @typedef {{}} Groups_Home_Place_HintInputs */
/** @typedef {{}} Groups_Home_Place_LabelInputs */
/** @typedef {{}} Groups_Home_Place_NoneInputs */
/** @typedef {{ address: NonNullable<unknown> }} Groups_Id_AvailableInputs */
/** @typedef {{}} Groups_Id_HintInputs */
/** @typedef {{}} Groups_Import_ButtonInputs */
/** @typedef {{ button: NonNullable<unknown> }} Groups_Import_FetchingInputs */
/** @typedef {{}} Groups_Import_Form_LabelInputs */
/** @typedef {{}} Groups_Import_HintInputs */
/** @typedef {{}} Groups_Import_Hint_DefaultInputs */
/** @typedef {{}} Groups_Import_OrInputs */
/** @typedef {{}} Groups_Import_Url_LabelInputs */
/** @typedef {{}} Groups_Join_GroupInputs */
/** @typedef {{}} Groups_Leave_GroupInputs */
/** @typedef {{}} Groups_Lift_BanInputs */
/** @typedef {{}} Groups_Loading_BannedInputs */
/** @typedef {{}} Groups_Loading_FollowersInputs */
/** @typedef {{}} Groups_Loading_GroupInputs */
/** @typedef {{}} Groups_Loading_MembersInputs */
/** @typedef {{}} Groups_Loading_RequestsInputs */
/** @typedef {{}} Groups_Loading_TabInputs */
/** @typedef {{}} Groups_Loading_Your_GroupsInputs */
/** @typedef {{}} Groups_Main_PageInputs */
/** @typedef {{}} Groups_Make_Event_HostInputs */
/** @typedef {{}} Groups_Make_OwnerInputs */
/** @typedef {{}} Groups_Manage_GroupInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Manage_Group_OfInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Member_ActionsInputs */
/** @typedef {{}} Groups_Members_EmptyInputs */
/** @typedef {{ group: NonNullable<unknown> }} Groups_Members_List_LabelInputs */
/** @typedef {{}} Groups_Members_Load_FailedInputs */
/** @typedef {{ free: NonNullable<unknown>, link: NonNullable<unknown> }} Groups_More_Groups_NoteInputs */
/** @typedef {{}} Groups_My_GroupsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_My_Groups_CountInputs */
/** @typedef {{ link: NonNullable<unknown> }} Groups_My_Groups_EmptyInputs */
/** @typedef {{}} Groups_Name_HintInputs */
/** @typedef {{ group: NonNullable<unknown>, name: NonNullable<unknown> }} Groups_Not_Owner_TextInputs */
/** @typedef {{}} Groups_Not_Owner_TitleInputs */
/** @typedef {{}} Groups_OptionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Organized_ByInputs */
/** @typedef {{}} Groups_Past_EmptyInputs */
/** @typedef {{}} Groups_Privacy_Hint_PrivateInputs */
/** @typedef {{}} Groups_Privacy_Hint_PublicInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Reject_QuestionInputs */
/** @typedef {{}} Groups_Reject_RequestInputs */
/** @typedef {{}} Groups_Remove_ConfirmInputs */
/** @typedef {{}} Groups_Remove_Event_HostInputs */
/** @typedef {{}} Groups_Remove_FollowerInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Remove_Follower_QuestionInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Groups_Remove_MessageInputs */
/** @typedef {{}} Groups_Remove_TitleInputs */
/** @typedef {{}} Groups_Request_To_JoinInputs */
/** @typedef {{}} Groups_Requested_MembershipInputs */
/** @typedef {{}} Groups_Requests_EmptyInputs */
/** @typedef {{}} Groups_Requests_List_LabelInputs */
/** @typedef {{}} Groups_Requests_Load_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Groups_Requests_PendingInputs */
/** @typedef {{}} Groups_Required_NoteInputs */
/** @typedef {{}} Groups_Role_HostInputs */
/** @typedef {{}} Groups_Role_MemberInputs */
/** @typedef {{}} Groups_Role_OwnerInputs */
/** @typedef {{}} Groups_Save_ChangesInputs */
/** @typedef {{}} Groups_Show_MoreInputs */
/** @typedef {{}} Groups_Show_More_MembersInputs */
/** @typedef {{}} Groups_Sign_In_To_JoinInputs */
/** @typedef {{}} Groups_Tab_AboutInputs */
/** @typedef {{}} Groups_Tab_BannedInputs */
/** @typedef {{}} Groups_Tab_FediverseInputs */
/** @typedef {{}} Groups_Tab_MembersInputs */
/** @typedef {{}} Groups_Tab_PastInputs */
/** @typedef {{}} Groups_Tab_RequestsInputs */
/** @typedef {{}} Groups_Tab_UpcomingInputs */
/** @typedef {{}} Groups_Tabs_LabelInputs */
/** @typedef {{}} Groups_Toast_Ban_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Ban_LiftedInputs */
/** @typedef {{}} Groups_Toast_Change_Role_FailedInputs */
/** @typedef {{}} Groups_Toast_Cover_Delete_FailedInputs */
/** @typedef {{}} Groups_Toast_Cover_DeletedInputs */
/** @typedef {{}} Groups_Toast_Cover_Upload_FailedInputs */
/** @typedef {{}} Groups_Toast_Cover_UploadedInputs */
/** @typedef {{}} Groups_Toast_Create_FailedInputs */
/** @typedef {{}} Groups_Toast_CreatedInputs */
/** @typedef {{}} Groups_Toast_Delete_FailedInputs */
/** @typedef {{}} Groups_Toast_DeletedInputs */
/** @typedef {{}} Groups_Toast_Follow_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Follower_RemovedInputs */
/** @typedef {{}} Groups_Toast_Hand_Over_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Handed_OverInputs */
/** @typedef {{}} Groups_Toast_Import_FailedInputs */
/** @typedef {{}} Groups_Toast_Import_UnreachableInputs */
/** @typedef {{}} Groups_Toast_ImportedInputs */
/** @typedef {{}} Groups_Toast_Join_FailedInputs */
/** @typedef {{}} Groups_Toast_JoinedInputs */
/** @typedef {{}} Groups_Toast_Leave_FailedInputs */
/** @typedef {{}} Groups_Toast_LeftInputs */
/** @typedef {{}} Groups_Toast_Lift_Ban_FailedInputs */
/** @typedef {{}} Groups_Toast_Limit_ExceededInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Made_HostInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Member_BannedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Member_RemovedInputs */
/** @typedef {{}} Groups_Toast_Membership_Request_FailedInputs */
/** @typedef {{}} Groups_Toast_Membership_RequestedInputs */
/** @typedef {{}} Groups_Toast_Remove_Follower_FailedInputs */
/** @typedef {{}} Groups_Toast_Remove_Member_FailedInputs */
/** @typedef {{}} Groups_Toast_Request_ApprovedInputs */
/** @typedef {{}} Groups_Toast_Request_Handling_FailedInputs */
/** @typedef {{}} Groups_Toast_Request_RejectedInputs */
/** @typedef {{}} Groups_Toast_Request_WithdrawnInputs */
/** @typedef {{ name: NonNullable<unknown> }} Groups_Toast_Unmade_HostInputs */
/** @typedef {{}} Groups_Toast_Update_FailedInputs */
/** @typedef {{}} Groups_Toast_UpdatedInputs */
/** @typedef {{}} Groups_Toast_Withdraw_FailedInputs */
/** @typedef {{}} Groups_Upcoming_EmptyInputs */
/** @typedef {{}} Groups_Withdraw_RequestInputs */
/** @typedef {{}} Groups_Your_Groups_LabelInputs */
/** @typedef {{}} Groups_Your_Groups_Load_FailedInputs */
/** @typedef {{}} Home_Bubble_Book_ClubInputs */
/** @typedef {{}} Home_Bubble_CoffeeInputs */
/** @typedef {{}} Home_Bubble_Dog_WalksInputs */
/** @typedef {{}} Home_Bubble_GardeningInputs */
/** @typedef {{}} Home_Bubble_HikingInputs */
/** @typedef {{}} Home_Bubble_Jam_NightsInputs */
/** @typedef {{}} Home_Bubble_RunningInputs */
/** @typedef {{}} Home_Bubble_SketchingInputs */
/** @typedef {{}} Home_Create_AccountInputs */
/** @typedef {{}} Home_Create_Own_GroupInputs */
/** @typedef {{}} Home_Events_SubtitleInputs */
/** @typedef {{}} Home_Explore_EventsInputs */
/** @typedef {{}} Home_Explore_GroupsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_Find_People_TextInputs */
/** @typedef {{}} Home_Find_People_TitleInputs */
/** @typedef {{}} Home_First_Event_TextInputs */
/** @typedef {{}} Home_First_Event_TitleInputs */
/** @typedef {{}} Home_Groups_SubtitleInputs */
/** @typedef {{}} Home_Have_AccountInputs */
/** @typedef {{}} Home_Hero_ActionInputs */
/** @typedef {{}} Home_Hero_EyebrowInputs */
/** @typedef {{}} Home_Hero_TextInputs */
/** @typedef {{}} Home_Hero_TitleInputs */
/** @typedef {{}} Home_My_EventsInputs */
/** @typedef {{}} Home_My_GroupsInputs */
/** @typedef {{}} Home_New_TextInputs */
/** @typedef {{}} Home_New_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Home_Welcome_BackInputs */
/** @typedef {{}} Home_Welcome_TextInputs */
/** @typedef {{ taken: NonNullable<unknown>, count: NonNullable<unknown> }} Labels_Attendance_With_WaitlistInputs */
/** @typedef {{}} Labels_Event_Privacy_PrivateInputs */
/** @typedef {{}} Labels_Event_Privacy_PublicInputs */
/** @typedef {{ count: NonNullable<unknown> }} Labels_Going_CountInputs */
/** @typedef {{}} Labels_Group_Privacy_PrivateInputs */
/** @typedef {{}} Labels_Group_Privacy_PublicInputs */
/** @typedef {{}} Labels_Hidden_By_ModeratorsInputs */
/** @typedef {{}} Labels_Location_SeparatorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Labels_Members_CountInputs */
/** @typedef {{}} Labels_No_One_GoingInputs */
/** @typedef {{}} Labels_Participant_Role_HostInputs */
/** @typedef {{}} Labels_Participant_Role_ParticipantInputs */
/** @typedef {{}} Labels_Participant_Role_WaitlistedInputs */
/** @typedef {{ taken: NonNullable<unknown>, limit: NonNullable<unknown> }} Labels_Places_TakenInputs */
/** @typedef {{}} Labels_Waiting_For_ReviewInputs */
/** @typedef {{}} Legal_ContentsInputs */
/** @typedef {{}} Legal_Cookies_Auth_Store_DurationInputs */
/** @typedef {{}} Legal_Cookies_Auth_Store_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Changes_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown>, privacyLink: NonNullable<unknown> }} Legal_Cookies_Changes_P1Inputs */
/** @typedef {{}} Legal_Cookies_Color_Scheme_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Column_DurationInputs */
/** @typedef {{}} Legal_Cookies_Column_NameInputs */
/** @typedef {{}} Legal_Cookies_Column_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Column_TypeInputs */
/** @typedef {{}} Legal_Cookies_Control_HeadingInputs */
/** @typedef {{ session: NonNullable<unknown>, xsrf: NonNullable<unknown> }} Legal_Cookies_Control_P1Inputs */
/** @typedef {{}} Legal_Cookies_IntroInputs */
/** @typedef {{}} Legal_Cookies_Kind_CookieInputs */
/** @typedef {{}} Legal_Cookies_Kind_Cookie_Http_OnlyInputs */
/** @typedef {{}} Legal_Cookies_Kind_Local_StorageInputs */
/** @typedef {{}} Legal_Cookies_Kind_Session_StorageInputs */
/** @typedef {{}} Legal_Cookies_List_HeadingInputs */
/** @typedef {{ authStore: NonNullable<unknown>, session: NonNullable<unknown>, legacySession: NonNullable<unknown> }} Legal_Cookies_List_P1Inputs */
/** @typedef {{}} Legal_Cookies_Locale_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Necessary_HeadingInputs */
/** @typedef {{}} Legal_Cookies_Necessary_NotInputs */
/** @typedef {{ not: NonNullable<unknown> }} Legal_Cookies_Necessary_P1Inputs */
/** @typedef {{}} Legal_Cookies_Necessary_P2Inputs */
/** @typedef {{}} Legal_Cookies_One_YearInputs */
/** @typedef {{}} Legal_Cookies_Reload_DurationInputs */
/** @typedef {{}} Legal_Cookies_Reload_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Session_DurationInputs */
/** @typedef {{}} Legal_Cookies_Session_PurposeInputs */
/** @typedef {{}} Legal_Cookies_Table_LabelInputs */
/** @typedef {{}} Legal_Cookies_Theme_DurationInputs */
/** @typedef {{}} Legal_Cookies_Theme_PurposeInputs */
/** @typedef {{}} Legal_Cookies_TitleInputs */
/** @typedef {{}} Legal_Cookies_What_HeadingInputs */
/** @typedef {{}} Legal_Cookies_What_P1Inputs */
/** @typedef {{}} Legal_Cookies_Xsrf_DurationInputs */
/** @typedef {{}} Legal_Cookies_Xsrf_PurposeInputs */
/** @typedef {{}} Legal_Fact_CityInputs */
/** @typedef {{}} Legal_Fact_Governing_LawInputs */
/** @typedef {{ count: NonNullable<unknown> }} Legal_Free_GroupsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Legal_Free_Groups_FreeInputs */
/** @typedef {{}} Legal_Help_Document_TitleInputs */
/** @typedef {{}} Legal_Help_HomeInputs */
/** @typedef {{ freeGroups: NonNullable<unknown> }} Legal_Help_IntroInputs */
/** @typedef {{}} Legal_Help_LoadingInputs */
/** @typedef {{}} Legal_Help_TitleInputs */
/** @typedef {{}} Legal_Help_UnavailableInputs */
/** @typedef {{ date: NonNullable<unknown> }} Legal_Last_UpdatedInputs */
/** @typedef {{}} Legal_Link_CookiesInputs */
/** @typedef {{}} Legal_Link_HelpInputs */
/** @typedef {{}} Legal_Link_PrivacyInputs */
/** @typedef {{}} Legal_Privacy_Age_HeadingInputs */
/** @typedef {{ age: NonNullable<unknown> }} Legal_Privacy_Age_P1Inputs */
/** @typedef {{}} Legal_Privacy_Changes_HeadingInputs */
/** @typedef {{ cookiesLink: NonNullable<unknown> }} Legal_Privacy_Changes_P1Inputs */
/** @typedef {{}} Legal_Privacy_Collect_AccountInputs */
/** @typedef {{}} Legal_Privacy_Collect_Account_LabelInputs */
/** @typedef {{}} Legal_Privacy_Collect_ActivityInputs */
/** @typedef {{}} Legal_Privacy_Collect_Activity_LabelInputs */
/** @typedef {{}} Legal_Privacy_Collect_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Collect_P1Inputs */
/** @typedef {{}} Legal_Privacy_Collect_P2Inputs */
/** @typedef {{}} Legal_Privacy_Collect_ProfileInputs */
/** @typedef {{}} Legal_Privacy_Collect_Profile_LabelInputs */
/** @typedef {{}} Legal_Privacy_Collect_TechnicalInputs */
/** @typedef {{}} Legal_Privacy_Collect_Technical_LabelInputs */
/** @typedef {{}} Legal_Privacy_Contact_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Privacy_Contact_P1Inputs */
/** @typedef {{}} Legal_Privacy_Fediverse_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Fediverse_P1Inputs */
/** @typedef {{}} Legal_Privacy_Fediverse_P2Inputs */
/** @typedef {{ city: NonNullable<unknown>, age: NonNullable<unknown> }} Legal_Privacy_IntroInputs */
/** @typedef {{}} Legal_Privacy_Retention_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Retention_P1Inputs */
/** @typedef {{}} Legal_Privacy_Rights_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Privacy_Rights_P1Inputs */
/** @typedef {{}} Legal_Privacy_Security_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Security_P1Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Sharing_Item1Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_Item2Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_Item3Inputs */
/** @typedef {{}} Legal_Privacy_Sharing_P1Inputs */
/** @typedef {{}} Legal_Privacy_Third_Parties_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Third_Parties_P1Inputs */
/** @typedef {{}} Legal_Privacy_Third_Parties_P2Inputs */
/** @typedef {{}} Legal_Privacy_TitleInputs */
/** @typedef {{}} Legal_Privacy_Use_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Use_Item1Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item2Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item3Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item4Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item5Inputs */
/** @typedef {{}} Legal_Privacy_Use_Item6Inputs */
/** @typedef {{}} Legal_Privacy_Visible_HeadingInputs */
/** @typedef {{}} Legal_Privacy_Visible_P1Inputs */
/** @typedef {{}} Legal_Privacy_Visible_P2Inputs */
/** @typedef {{}} Legal_Terms_Account_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Terms_Account_P1Inputs */
/** @typedef {{}} Legal_Terms_Account_P2Inputs */
/** @typedef {{}} Legal_Terms_Agreement_HeadingInputs */
/** @typedef {{ city: NonNullable<unknown> }} Legal_Terms_Agreement_P1Inputs */
/** @typedef {{ privacyLink: NonNullable<unknown>, cookiesLink: NonNullable<unknown> }} Legal_Terms_Agreement_P2Inputs */
/** @typedef {{}} Legal_Terms_Changes_HeadingInputs */
/** @typedef {{ days: NonNullable<unknown> }} Legal_Terms_Changes_P1Inputs */
/** @typedef {{}} Legal_Terms_Contact_HeadingInputs */
/** @typedef {{ helpLink: NonNullable<unknown> }} Legal_Terms_Contact_P1Inputs */
/** @typedef {{}} Legal_Terms_Content_HeadingInputs */
/** @typedef {{}} Legal_Terms_Content_P1Inputs */
/** @typedef {{}} Legal_Terms_Content_P2Inputs */
/** @typedef {{}} Legal_Terms_Disclaimer_HeadingInputs */
/** @typedef {{}} Legal_Terms_Disclaimer_P1Inputs */
/** @typedef {{}} Legal_Terms_Eligibility_HeadingInputs */
/** @typedef {{ age: NonNullable<unknown> }} Legal_Terms_Eligibility_P1Inputs */
/** @typedef {{}} Legal_Terms_Eligibility_P2Inputs */
/** @typedef {{}} Legal_Terms_Ending_HeadingInputs */
/** @typedef {{}} Legal_Terms_Ending_P1Inputs */
/** @typedef {{}} Legal_Terms_Ending_P2Inputs */
/** @typedef {{}} Legal_Terms_Groups_HeadingInputs */
/** @typedef {{}} Legal_Terms_Groups_Item1Inputs */
/** @typedef {{}} Legal_Terms_Groups_Item2Inputs */
/** @typedef {{}} Legal_Terms_Groups_Item3Inputs */
/** @typedef {{ freeGroups: NonNullable<unknown>, helpLink: NonNullable<unknown> }} Legal_Terms_Groups_P1Inputs */
/** @typedef {{}} Legal_Terms_Groups_P2Inputs */
/** @typedef {{}} Legal_Terms_Groups_P3Inputs */
/** @typedef {{ age: NonNullable<unknown>, freeGroups: NonNullable<unknown> }} Legal_Terms_IntroInputs */
/** @typedef {{}} Legal_Terms_Law_HeadingInputs */
/** @typedef {{ law: NonNullable<unknown> }} Legal_Terms_Law_P1Inputs */
/** @typedef {{}} Legal_Terms_Liability_HeadingInputs */
/** @typedef {{}} Legal_Terms_Liability_P1Inputs */
/** @typedef {{}} Legal_Terms_Liability_P2Inputs */
/** @typedef {{}} Legal_Terms_Rules_HeadingInputs */
/** @typedef {{}} Legal_Terms_Rules_Item1Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item2Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item3Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item4Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item5Inputs */
/** @typedef {{}} Legal_Terms_Rules_Item6Inputs */
/** @typedef {{}} Legal_Terms_Rules_P1Inputs */
/** @typedef {{}} Legal_Terms_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Activity_JoinedInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown> }} Mail_Activity_Joined_FirstInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Activity_LeftInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown> }} Mail_Activity_Left_FirstInputs */
/** @typedef {{ phrases: NonNullable<unknown> }} Mail_Activity_SentenceInputs */
/** @typedef {{}} Mail_Activity_SeparatorInputs */
/** @typedef {{ count: NonNullable<unknown> }} Mail_Activity_WaitlistedInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown> }} Mail_Activity_Waitlisted_FirstInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Asks_To_JoinInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_CancelledInputs */
/** @typedef {{ event: NonNullable<unknown>, place: NonNullable<unknown>, placeBefore: NonNullable<unknown> }} Mail_Changed_PlaceInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, whenBefore: NonNullable<unknown> }} Mail_Changed_TimeInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, whenBefore: NonNullable<unknown>, place: NonNullable<unknown>, placeBefore: NonNullable<unknown> }} Mail_Changed_Time_And_PlaceInputs */
/** @typedef {{ name: NonNullable<unknown>, event: NonNullable<unknown>, quote: NonNullable<unknown> }} Mail_CommentedInputs */
/** @typedef {{}} Mail_Digest_Event_Activity_SubjectInputs */
/** @typedef {{}} Mail_Digest_Event_Activity_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Mail_Digest_HeadingInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Event_With_TimeInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, count: NonNullable<unknown> }} Mail_Full_AllInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Full_OneInputs */
/** @typedef {{ name: NonNullable<unknown>, group: NonNullable<unknown> }} Mail_Group_GivenInputs */
/** @typedef {{ group: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_New_EventInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_New_HostInputs */
/** @typedef {{}} Mail_Notification_SettingsInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Now_Event_HostInputs */
/** @typedef {{}} Mail_Open_In_AppInputs */
/** @typedef {{ count: NonNullable<unknown>, event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Places_Opened_ManyInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Places_Opened_OneInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_PromotedInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Mail_Reason_KindInputs */
/** @typedef {{ event: NonNullable<unknown>, when: NonNullable<unknown>, place: NonNullable<unknown> }} Mail_ReminderInputs */
/** @typedef {{ position: NonNullable<unknown> }} Mail_Reminder_WaitlistedInputs */
/** @typedef {{}} Mail_Report_Closed_ActionInputs */
/** @typedef {{}} Mail_Report_Closed_No_ActionInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Request_ApprovedInputs */
/** @typedef {{ group: NonNullable<unknown> }} Mail_Request_DeclinedInputs */
/** @typedef {{ text: NonNullable<unknown> }} Mail_SubjectInputs */
/** @typedef {{ label: NonNullable<unknown>, url: NonNullable<unknown> }} Mail_Text_LinkInputs */
/** @typedef {{ name: NonNullable<unknown>, count: NonNullable<unknown> }} Mail_Unread_MessagesInputs */
/** @typedef {{}} Mail_UnsubscribeInputs */
/** @typedef {{}} Mail_Verify_ActionInputs */
/** @typedef {{}} Mail_Verify_Open_LinkInputs */
/** @typedef {{}} Mail_Verify_ReasonInputs */
/** @typedef {{}} Mail_Verify_Someone_AskedInputs */
/** @typedef {{}} Mail_Verify_SubjectInputs */
/** @typedef {{}} Messaging_Back_To_ConversationsInputs */
/** @typedef {{}} Messaging_BlockInputs */
/** @typedef {{}} Messaging_Block_ExplainsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Block_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Block_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_BlockedInputs */
/** @typedef {{ name: NonNullable<unknown>, link: NonNullable<unknown> }} Messaging_Blocked_NoticeInputs */
/** @typedef {{}} Messaging_Blocked_Notice_LinkInputs */
/** @typedef {{}} Messaging_Blocked_PeopleInputs */
/** @typedef {{}} Messaging_Blocked_People_DescriptionInputs */
/** @typedef {{}} Messaging_Blocked_People_Load_FailedInputs */
/** @typedef {{}} Messaging_Conversation_OptionsInputs */
/** @typedef {{}} Messaging_ConversationsInputs */
/** @typedef {{}} Messaging_Conversations_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Document_Title_WithInputs */
/** @typedef {{}} Messaging_Loading_Blocked_PeopleInputs */
/** @typedef {{}} Messaging_Loading_ConversationsInputs */
/** @typedef {{}} Messaging_Loading_MessagesInputs */
/** @typedef {{}} Messaging_Message_LabelInputs */
/** @typedef {{}} Messaging_Message_OptionsInputs */
/** @typedef {{}} Messaging_Messages_Load_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Messages_WithInputs */
/** @typedef {{}} Messaging_No_Blocked_PeopleInputs */
/** @typedef {{}} Messaging_No_ConversationsInputs */
/** @typedef {{}} Messaging_No_MessagesInputs */
/** @typedef {{}} Messaging_Opening_ConversationInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Report_PersonInputs */
/** @typedef {{}} Messaging_SendInputs */
/** @typedef {{}} Messaging_Send_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_SenderInputs */
/** @typedef {{}} Messaging_Show_OlderInputs */
/** @typedef {{}} Messaging_Start_FailedInputs */
/** @typedef {{}} Messaging_TitleInputs */
/** @typedef {{}} Messaging_UnblockInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Unblock_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_Unblock_PersonInputs */
/** @typedef {{ name: NonNullable<unknown> }} Messaging_UnblockedInputs */
/** @typedef {{}} Messaging_UnreadInputs */
/** @typedef {{}} Messaging_Write_MessageInputs */
/** @typedef {{}} Messaging_YouInputs */
/** @typedef {{}} Moderation_Action_FailedInputs */
/** @typedef {{}} Moderation_As_ReportedInputs */
/** @typedef {{}} Moderation_CancelInputs */
/** @typedef {{}} Moderation_Changed_SinceInputs */
/** @typedef {{}} Moderation_CloseInputs */
/** @typedef {{ action: NonNullable<unknown>, actor: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Closed_ByInputs */
/** @typedef {{}} Moderation_Closed_ReportsInputs */
/** @typedef {{}} Moderation_Command_LineInputs */
/** @typedef {{}} Moderation_Deleted_SinceInputs */
/** @typedef {{}} Moderation_DismissInputs */
/** @typedef {{}} Moderation_Dismiss_DoneInputs */
/** @typedef {{}} Moderation_Dismiss_ExplainsInputs */
/** @typedef {{}} Moderation_Dismiss_Held_ExplainsInputs */
/** @typedef {{}} Moderation_Dismiss_TitleInputs */
/** @typedef {{}} Moderation_Fediverse_Account_HintInputs */
/** @typedef {{}} Moderation_Fediverse_Account_LabelInputs */
/** @typedef {{}} Moderation_Fediverse_AddInputs */
/** @typedef {{}} Moderation_Fediverse_AlreadyInputs */
/** @typedef {{}} Moderation_Fediverse_Bad_AccountInputs */
/** @typedef {{}} Moderation_Fediverse_Bad_ServerInputs */
/** @typedef {{}} Moderation_Fediverse_BlockInputs */
/** @typedef {{}} Moderation_Fediverse_Block_DoneInputs */
/** @typedef {{}} Moderation_Fediverse_Block_FailedInputs */
/** @typedef {{ actor: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Fediverse_Blocked_ByInputs */
/** @typedef {{}} Moderation_Fediverse_EmptyInputs */
/** @typedef {{}} Moderation_Fediverse_ExplainsInputs */
/** @typedef {{}} Moderation_Fediverse_KindInputs */
/** @typedef {{}} Moderation_Fediverse_Kind_AccountInputs */
/** @typedef {{}} Moderation_Fediverse_Kind_ServerInputs */
/** @typedef {{}} Moderation_Fediverse_LiftInputs */
/** @typedef {{}} Moderation_Fediverse_Lift_ExplainsInputs */
/** @typedef {{}} Moderation_Fediverse_Lift_FailedInputs */
/** @typedef {{}} Moderation_Fediverse_Lift_TitleInputs */
/** @typedef {{}} Moderation_Fediverse_LiftedInputs */
/** @typedef {{}} Moderation_Fediverse_Load_FailedInputs */
/** @typedef {{}} Moderation_Fediverse_LoadingInputs */
/** @typedef {{}} Moderation_Fediverse_Reason_HintInputs */
/** @typedef {{}} Moderation_Fediverse_Reason_LabelInputs */
/** @typedef {{}} Moderation_Fediverse_Server_HintInputs */
/** @typedef {{}} Moderation_Fediverse_Server_LabelInputs */
/** @typedef {{}} Moderation_Fediverse_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Moderation_First_ReportedInputs */
/** @typedef {{}} Moderation_ForbiddenInputs */
/** @typedef {{}} Moderation_Go_HomeInputs */
/** @typedef {{}} Moderation_Held_MineInputs */
/** @typedef {{}} Moderation_Held_TheirsInputs */
/** @typedef {{}} Moderation_Hidden_MineInputs */
/** @typedef {{}} Moderation_Hidden_TheirsInputs */
/** @typedef {{}} Moderation_HideInputs */
/** @typedef {{}} Moderation_Hide_Comment_TitleInputs */
/** @typedef {{}} Moderation_Hide_DoneInputs */
/** @typedef {{}} Moderation_Hide_Event_TitleInputs */
/** @typedef {{}} Moderation_Hide_ExplainsInputs */
/** @typedef {{}} Moderation_Hide_Group_TitleInputs */
/** @typedef {{}} Moderation_Hide_Message_TitleInputs */
/** @typedef {{}} Moderation_HistoryInputs */
/** @typedef {{ action: NonNullable<unknown>, subject: NonNullable<unknown>, date: NonNullable<unknown>, actor: NonNullable<unknown> }} Moderation_History_EntryInputs */
/** @typedef {{ action: NonNullable<unknown>, subject: NonNullable<unknown>, date: NonNullable<unknown>, actor: NonNullable<unknown>, reason: NonNullable<unknown> }} Moderation_History_Entry_ReasonInputs */
/** @typedef {{}} Moderation_Load_MoreInputs */
/** @typedef {{}} Moderation_Loading_LogInputs */
/** @typedef {{}} Moderation_Loading_ReportsInputs */
/** @typedef {{}} Moderation_LogInputs */
/** @typedef {{}} Moderation_Log_ActionInputs */
/** @typedef {{}} Moderation_Log_BlockInputs */
/** @typedef {{ login: NonNullable<unknown> }} Moderation_Log_Card_PersonInputs */
/** @typedef {{ action: NonNullable<unknown>, subject: NonNullable<unknown> }} Moderation_Log_Card_TitleInputs */
/** @typedef {{ date: NonNullable<unknown>, actor: NonNullable<unknown> }} Moderation_Log_Card_WhenInputs */
/** @typedef {{ action: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Moderation_Log_ChangeInputs */
/** @typedef {{}} Moderation_Log_DismissInputs */
/** @typedef {{}} Moderation_Log_EmptyInputs */
/** @typedef {{}} Moderation_Log_HideInputs */
/** @typedef {{}} Moderation_Log_Load_FailedInputs */
/** @typedef {{}} Moderation_Log_NoneInputs */
/** @typedef {{}} Moderation_Log_Person_ConcernedInputs */
/** @typedef {{}} Moderation_Log_ReasonInputs */
/** @typedef {{}} Moderation_Log_RestoreInputs */
/** @typedef {{}} Moderation_Log_Set_AllowanceInputs */
/** @typedef {{}} Moderation_Log_Set_RoleInputs */
/** @typedef {{}} Moderation_Log_SubjectInputs */
/** @typedef {{ subject: NonNullable<unknown>, id: NonNullable<unknown> }} Moderation_Log_Subject_IdInputs */
/** @typedef {{}} Moderation_Log_SuspendInputs */
/** @typedef {{}} Moderation_Log_UnblockInputs */
/** @typedef {{}} Moderation_Log_UnsuspendInputs */
/** @typedef {{ action: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Log_UntilInputs */
/** @typedef {{}} Moderation_Log_WhenInputs */
/** @typedef {{}} Moderation_Log_WhoInputs */
/** @typedef {{}} Moderation_No_Closed_ReportsInputs */
/** @typedef {{}} Moderation_No_HistoryInputs */
/** @typedef {{}} Moderation_No_Open_ReportsInputs */
/** @typedef {{}} Moderation_Noun_CommentInputs */
/** @typedef {{}} Moderation_Noun_EventInputs */
/** @typedef {{}} Moderation_Noun_GroupInputs */
/** @typedef {{}} Moderation_Noun_MessageInputs */
/** @typedef {{}} Moderation_Noun_PersonInputs */
/** @typedef {{}} Moderation_Noun_Remote_AccountInputs */
/** @typedef {{}} Moderation_Noun_Remote_ServerInputs */
/** @typedef {{}} Moderation_Open_ItInputs */
/** @typedef {{}} Moderation_Open_ReportsInputs */
/** @typedef {{}} Moderation_Reason_HarassmentInputs */
/** @typedef {{}} Moderation_Reason_HateInputs */
/** @typedef {{}} Moderation_Reason_ImpersonationInputs */
/** @typedef {{}} Moderation_Reason_LabelInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Moderation_Reason_LineInputs */
/** @typedef {{}} Moderation_Reason_OtherInputs */
/** @typedef {{}} Moderation_Reason_ScamInputs */
/** @typedef {{}} Moderation_Reason_SexualInputs */
/** @typedef {{}} Moderation_Reason_SpamInputs */
/** @typedef {{}} Moderation_Reason_ViolenceInputs */
/** @typedef {{}} Moderation_ReportInputs */
/** @typedef {{}} Moderation_Report_CommentInputs */
/** @typedef {{}} Moderation_Report_DetailsInputs */
/** @typedef {{}} Moderation_Report_EventInputs */
/** @typedef {{}} Moderation_Report_FailedInputs */
/** @typedef {{}} Moderation_Report_GroupInputs */
/** @typedef {{}} Moderation_Report_MessageInputs */
/** @typedef {{}} Moderation_Report_PersonInputs */
/** @typedef {{}} Moderation_Report_SendInputs */
/** @typedef {{}} Moderation_Report_SentInputs */
/** @typedef {{}} Moderation_Report_ThanksInputs */
/** @typedef {{}} Moderation_Report_WhyInputs */
/** @typedef {{ login: NonNullable<unknown>, date: NonNullable<unknown> }} Moderation_Reported_ByInputs */
/** @typedef {{}} Moderation_ReportsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Moderation_Reports_CountInputs */
/** @typedef {{}} Moderation_Reports_Load_FailedInputs */
/** @typedef {{}} Moderation_RestoreInputs */
/** @typedef {{}} Moderation_Restore_Comment_TitleInputs */
/** @typedef {{}} Moderation_Restore_DoneInputs */
/** @typedef {{}} Moderation_Restore_Event_TitleInputs */
/** @typedef {{}} Moderation_Restore_ExplainsInputs */
/** @typedef {{}} Moderation_Restore_Group_TitleInputs */
/** @typedef {{}} Moderation_Restore_Held_ExplainsInputs */
/** @typedef {{}} Moderation_Restore_Held_HintInputs */
/** @typedef {{}} Moderation_Restore_Message_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Comment_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Event_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Group_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_Message_ByInputs */
/** @typedef {{ name: NonNullable<unknown> }} Moderation_Row_PersonInputs */
/** @typedef {{}} Moderation_SectionsInputs */
/** @typedef {{}} Moderation_Someone_Else_ActedInputs */
/** @typedef {{}} Moderation_State_DeletedInputs */
/** @typedef {{}} Moderation_State_HeldInputs */
/** @typedef {{}} Moderation_State_HiddenInputs */
/** @typedef {{}} Moderation_State_SuspendedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Moderation_State_Suspended_UntilInputs */
/** @typedef {{}} Moderation_State_VisibleInputs */
/** @typedef {{}} Moderation_Subject_CommentInputs */
/** @typedef {{}} Moderation_Subject_EventInputs */
/** @typedef {{}} Moderation_Subject_GroupInputs */
/** @typedef {{}} Moderation_Subject_MessageInputs */
/** @typedef {{}} Moderation_Subject_PersonInputs */
/** @typedef {{}} Moderation_Subject_Remote_AccountInputs */
/** @typedef {{}} Moderation_Subject_Remote_ServerInputs */
/** @typedef {{}} Moderation_SuspendInputs */
/** @typedef {{}} Moderation_Suspend_DoneInputs */
/** @typedef {{}} Moderation_Suspend_ExplainsInputs */
/** @typedef {{}} Moderation_Suspend_TitleInputs */
/** @typedef {{}} Moderation_Tab_ClosedInputs */
/** @typedef {{}} Moderation_Tab_FediverseInputs */
/** @typedef {{}} Moderation_Tab_LogInputs */
/** @typedef {{}} Moderation_Tab_OpenInputs */
/** @typedef {{}} Moderation_TitleInputs */
/** @typedef {{}} Moderation_Unchanged_SinceInputs */
/** @typedef {{}} Moderation_UnsuspendInputs */
/** @typedef {{}} Moderation_Unsuspend_DoneInputs */
/** @typedef {{}} Moderation_Unsuspend_ExplainsInputs */
/** @typedef {{}} Moderation_Unsuspend_TitleInputs */
/** @typedef {{ date: NonNullable<unknown> }} Moderation_Until_ChosenInputs */
/** @typedef {{}} Moderation_Until_HintInputs */
/** @typedef {{}} Moderation_Until_LabelInputs */
/** @typedef {{ settings: NonNullable<unknown> }} Notifications_Also_Choose_In_SettingsInputs */
/** @typedef {{}} Notifications_Choice_FailedInputs */
/** @typedef {{}} Notifications_Choose_EmailedInputs */
/** @typedef {{ settings: NonNullable<unknown> }} Notifications_Choose_In_SettingsInputs */
/** @typedef {{ date: NonNullable<unknown> }} Notifications_Data_Export_ReadyInputs */
/** @typedef {{}} Notifications_Email_AddressInputs */
/** @typedef {{}} Notifications_Email_DescriptionInputs */
/** @typedef {{}} Notifications_Email_HintInputs */
/** @typedef {{}} Notifications_Email_MeInputs */
/** @typedef {{}} Notifications_Email_VerifiedInputs */
/** @typedef {{}} Notifications_IntroInputs */
/** @typedef {{}} Notifications_Kind_Data_Export_ReadyInputs */
/** @typedef {{}} Notifications_Kind_Event_ActivityInputs */
/** @typedef {{ max: NonNullable<unknown> }} Notifications_Kind_Event_Activity_HintInputs */
/** @typedef {{}} Notifications_Kind_Event_CancelledInputs */
/** @typedef {{}} Notifications_Kind_Event_CapacityInputs */
/** @typedef {{}} Notifications_Kind_Event_ChangedInputs */
/** @typedef {{}} Notifications_Kind_Event_ReminderInputs */
/** @typedef {{}} Notifications_Kind_New_CommentInputs */
/** @typedef {{}} Notifications_Kind_New_EventInputs */
/** @typedef {{}} Notifications_Kind_New_RequestInputs */
/** @typedef {{}} Notifications_Kind_New_RoleInputs */
/** @typedef {{ label: NonNullable<unknown> }} Notifications_Kind_OffInputs */
/** @typedef {{ label: NonNullable<unknown> }} Notifications_Kind_OnInputs */
/** @typedef {{}} Notifications_Kind_Report_ClosedInputs */
/** @typedef {{}} Notifications_Kind_Request_ApprovedInputs */
/** @typedef {{}} Notifications_Kind_Request_RejectedInputs */
/** @typedef {{}} Notifications_Kind_Unread_MessagesInputs */
/** @typedef {{}} Notifications_Kind_Waitlist_PromotedInputs */
/** @typedef {{}} Notifications_Kinds_Can_EmailInputs */
/** @typedef {{}} Notifications_Kinds_Cannot_EmailInputs */
/** @typedef {{}} Notifications_Load_FailedInputs */
/** @typedef {{}} Notifications_Load_MoreInputs */
/** @typedef {{}} Notifications_LoadingInputs */
/** @typedef {{}} Notifications_Loading_SettingsInputs */
/** @typedef {{}} Notifications_Mark_AllInputs */
/** @typedef {{}} Notifications_Mark_All_FailedInputs */
/** @typedef {{}} Notifications_NewInputs */
/** @typedef {{}} Notifications_No_Email_ServerInputs */
/** @typedef {{}} Notifications_NoneInputs */
/** @typedef {{ email: NonNullable<unknown> }} Notifications_Not_Verified_Not_SentInputs */
/** @typedef {{ email: NonNullable<unknown> }} Notifications_Not_Verified_SentInputs */
/** @typedef {{}} Notifications_RemoveInputs */
/** @typedef {{}} Notifications_Remove_AddressInputs */
/** @typedef {{}} Notifications_Remove_FailedInputs */
/** @typedef {{}} Notifications_Remove_QuestionInputs */
/** @typedef {{}} Notifications_RemovedInputs */
/** @typedef {{}} Notifications_SaveInputs */
/** @typedef {{}} Notifications_Save_FailedInputs */
/** @typedef {{}} Notifications_Saved_VerifyInputs */
/** @typedef {{}} Notifications_Settings_Load_FailedInputs */
/** @typedef {{}} Notifications_Settings_PathInputs */
/** @typedef {{}} Notifications_TitleInputs */
/** @typedef {{}} Notifications_UnsubscribeInputs */
/** @typedef {{}} Notifications_Unsubscribe_ExplainsInputs */
/** @typedef {{}} Notifications_Unsubscribe_QuestionInputs */
/** @typedef {{}} Notifications_UnsubscribedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Notifications_Unsubscribed_KindInputs */
/** @typedef {{}} Notifications_VerifiedInputs */
/** @typedef {{ group: NonNullable<unknown> }} Pages_Event_Of_GroupInputs */
/** @typedef {{}} Pages_Site_DescriptionInputs */
/** @typedef {{}} People_Account_Delete_FailedInputs */
/** @typedef {{}} People_Account_Deletion_RequestedInputs */
/** @typedef {{}} People_AvatarInputs */
/** @typedef {{}} People_Avatar_Delete_FailedInputs */
/** @typedef {{}} People_Avatar_DeletedInputs */
/** @typedef {{}} People_Avatar_DescriptionInputs */
/** @typedef {{}} People_Avatar_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Avatar_OfInputs */
/** @typedef {{ rule: NonNullable<unknown> }} People_Avatar_RuleInputs */
/** @typedef {{}} People_Avatar_Upload_FailedInputs */
/** @typedef {{}} People_Avatar_UploadedInputs */
/** @typedef {{}} People_Calendar_DescriptionInputs */
/** @typedef {{}} People_Calendar_LinkInputs */
/** @typedef {{}} People_Calendar_Link_FailedInputs */
/** @typedef {{}} People_Calendar_Link_Renew_FailedInputs */
/** @typedef {{}} People_Calendar_Link_RenewedInputs */
/** @typedef {{}} People_Calendar_SubscriptionInputs */
/** @typedef {{}} People_Change_PasswordInputs */
/** @typedef {{}} People_Change_Password_DescriptionInputs */
/** @typedef {{}} People_Confirm_New_PasswordInputs */
/** @typedef {{}} People_Copy_LinkInputs */
/** @typedef {{}} People_Current_PasswordInputs */
/** @typedef {{}} People_DeleteInputs */
/** @typedef {{}} People_Delete_AccountInputs */
/** @typedef {{}} People_Delete_Account_DescriptionInputs */
/** @typedef {{}} People_Delete_Account_EventsInputs */
/** @typedef {{}} People_Delete_Account_GroupsInputs */
/** @typedef {{}} People_Delete_Account_MembershipsInputs */
/** @typedef {{}} People_Delete_Account_MessageInputs */
/** @typedef {{}} People_Delete_Account_TitleInputs */
/** @typedef {{}} People_Delete_AvatarInputs */
/** @typedef {{}} People_Delete_Avatar_ConfirmInputs */
/** @typedef {{}} People_Display_NameInputs */
/** @typedef {{}} People_Display_Name_HintInputs */
/** @typedef {{}} People_Download_DataInputs */
/** @typedef {{}} People_Download_Data_AskInputs */
/** @typedef {{}} People_Download_Data_Ask_AgainInputs */
/** @typedef {{ progress: NonNullable<unknown> }} People_Download_Data_BuildingInputs */
/** @typedef {{}} People_Download_Data_CheckingInputs */
/** @typedef {{}} People_Download_Data_DescriptionInputs */
/** @typedef {{}} People_Download_Data_DownloadInputs */
/** @typedef {{ date: NonNullable<unknown> }} People_Download_Data_ExpiredInputs */
/** @typedef {{}} People_Download_Data_FailedInputs */
/** @typedef {{}} People_Download_Data_Load_FailedInputs */
/** @typedef {{}} People_Download_Data_ProgressInputs */
/** @typedef {{ size: NonNullable<unknown>, date: NonNullable<unknown> }} People_Download_Data_ReadyInputs */
/** @typedef {{}} People_Download_Data_Request_FailedInputs */
/** @typedef {{}} People_Download_Data_RequestedInputs */
/** @typedef {{}} People_Download_Data_RetryInputs */
/** @typedef {{}} People_Edit_My_ProfileInputs */
/** @typedef {{}} People_Get_New_LinkInputs */
/** @typedef {{}} People_Loading_Calendar_LinkInputs */
/** @typedef {{}} People_Loading_ProfileInputs */
/** @typedef {{}} People_Loading_SettingsInputs */
/** @typedef {{}} People_Loading_Your_SettingsInputs */
/** @typedef {{}} People_LoginInputs */
/** @typedef {{}} People_Login_HintInputs */
/** @typedef {{ date: NonNullable<unknown> }} People_Member_SinceInputs */
/** @typedef {{}} People_My_NeighbourhoodInputs */
/** @typedef {{}} People_Neighbourhood_HintInputs */
/** @typedef {{}} People_New_Calendar_Link_MessageInputs */
/** @typedef {{}} People_New_Calendar_Link_TitleInputs */
/** @typedef {{}} People_New_PasswordInputs */
/** @typedef {{}} People_New_Password_HintInputs */
/** @typedef {{}} People_No_NeighbourhoodInputs */
/** @typedef {{}} People_Open_In_Calendar_AppInputs */
/** @typedef {{}} People_Password_Update_FailedInputs */
/** @typedef {{}} People_Password_UpdatedInputs */
/** @typedef {{}} People_ProfileInputs */
/** @typedef {{}} People_Profile_DetailsInputs */
/** @typedef {{}} People_Profile_Details_DescriptionInputs */
/** @typedef {{}} People_Profile_OptionsInputs */
/** @typedef {{}} People_Profile_Update_FailedInputs */
/** @typedef {{}} People_Profile_UpdatedInputs */
/** @typedef {{}} People_Save_ChangesInputs */
/** @typedef {{}} People_Send_MessageInputs */
/** @typedef {{}} People_SettingsInputs */
/** @typedef {{ tab: NonNullable<unknown> }} People_Settings_Document_TitleInputs */
/** @typedef {{}} People_Settings_IntroInputs */
/** @typedef {{}} People_Settings_SectionsInputs */
/** @typedef {{}} People_Tab_AppearanceInputs */
/** @typedef {{}} People_Tab_Blocked_PeopleInputs */
/** @typedef {{}} People_Tab_Edit_ProfileInputs */
/** @typedef {{}} People_Tab_Manage_AccountInputs */
/** @typedef {{}} People_Tab_NotificationsInputs */
/** @typedef {{}} People_ThemeInputs */
/** @typedef {{}} People_Theme_DarkInputs */
/** @typedef {{}} People_Theme_DescriptionInputs */
/** @typedef {{}} People_Theme_LightInputs */
/** @typedef {{}} People_Theme_SystemInputs */
/** @typedef {{}} People_UpdateInputs */
/** @typedef {{}} People_Upload_AvatarInputs */
/** @typedef {{}} People_Uploading_AvatarInputs */
/** @typedef {{}} People_View_My_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Your_AvatarInputs */
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
/** @typedef {{}} Server_Preparing_This_Copy_Of_Your_DataInputs */
/** @typedef {{}} Server_Send_The_Signin_Form_As_MultipartformdataInputs */
/** @typedef {{}} Server_Some_Of_These_Reports_Do_NotInputs */
/** @typedef {{}} Server_Something_Went_Wrong_On_OurInputs */
/** @typedef {{}} Server_The_Cursor_Is_Not_Valid_AskInputs */
/** @typedef {{}} Server_The_Host_Cannot_Leave_Their_OwnInputs */
/** @typedef {{}} Server_The_Host_Of_An_Event_CannotInputs */
/** @typedef {{}} Server_The_Owner_Cannot_Leave_The_GroupInputs */
/** @typedef {{}} Server_The_Owner_Of_A_Group_CannotInputs */
/** @typedef {{}} Server_The_Signin_Form_Could_Not_BeInputs */
/** @typedef {{}} Server_The_Upload_Could_Not_Be_ReadInputs */
/** @typedef {{}} Server_There_Is_No_ImageInputs */
/** @typedef {{}} Server_There_Is_No_Such_DownloadInputs */
/** @typedef {{}} Server_There_Is_No_Such_RequestInputs */
/** @typedef {{}} Server_There_Is_No_Such_Sitemap_FileInputs */
/** @typedef {{}} Server_There_Is_No_Such_UserInputs */
/** @typedef {{}} Server_This_Calendar_Address_Is_Not_ValidInputs */
/** @typedef {{}} Server_This_Comment_Does_Not_ExistInputs */
/** @typedef {{}} Server_This_Copy_Of_Your_Data_Is_StillInputs */
/** @typedef {{}} Server_This_Does_Not_Exist_And_NoInputs */
/** @typedef {{}} Server_This_Download_Has_ExpiredInputs */
/** @typedef {{}} Server_This_Download_Link_Is_Not_ValidInputs */
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
/** @typedef {{}} Server_You_Can_Ask_For_A_CopyInputs */
/** @typedef {{}} Server_You_Cannot_Act_On_Yourself_OrInputs */
/** @typedef {{}} Server_You_Cannot_Ask_To_Join_ThisInputs */
/** @typedef {{}} Server_You_Cannot_Block_YourselfInputs */
/** @typedef {{}} Server_You_Cannot_Comment_On_This_GroupsInputs */
/** @typedef {{}} Server_You_Cannot_Join_This_GroupInputs */
/** @typedef {{}} Server_You_Have_Not_Blocked_This_PersonInputs */
/** @typedef {{}} Server_You_Must_Be_A_Member_OfInputs */
/** @typedef {{}} Shell_Account_MenuInputs */
/** @typedef {{}} Shell_Account_NavInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Back_ToInputs */
/** @typedef {{}} Shell_CancelInputs */
/** @typedef {{}} Shell_Check_ConnectionInputs */
/** @typedef {{}} Shell_Checking_AvailabilityInputs */
/** @typedef {{}} Shell_Choose_Another_ImageInputs */
/** @typedef {{}} Shell_Choose_Cover_ImageInputs */
/** @typedef {{}} Shell_ConfirmInputs */
/** @typedef {{}} Shell_Confirm_TitleInputs */
/** @typedef {{}} Shell_Cover_Image_FileInputs */
/** @typedef {{}} Shell_Cover_Image_OptionalInputs */
/** @typedef {{}} Shell_Create_GroupInputs */
/** @typedef {{}} Shell_Error_DetailInputs */
/** @typedef {{ id: NonNullable<unknown> }} Shell_Error_ReferenceInputs */
/** @typedef {{}} Shell_Error_TitleInputs */
/** @typedef {{}} Shell_Event_Load_FailedInputs */
/** @typedef {{}} Shell_Footer_CookiesInputs */
/** @typedef {{ year: NonNullable<unknown> }} Shell_Footer_CreditInputs */
/** @typedef {{}} Shell_Footer_HelpInputs */
/** @typedef {{}} Shell_Footer_NavInputs */
/** @typedef {{}} Shell_Footer_PrivacyInputs */
/** @typedef {{}} Shell_Footer_TermsInputs */
/** @typedef {{}} Shell_Go_HomeInputs */
/** @typedef {{}} Shell_Group_Load_FailedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Shell_Hide_FieldInputs */
/** @typedef {{}} Shell_Home_TitleInputs */
/** @typedef {{ size: NonNullable<unknown> }} Shell_Image_RuleInputs */
/** @typedef {{}} Shell_Link_CopiedInputs */
/** @typedef {{}} Shell_Link_Copy_FailedInputs */
/** @typedef {{}} Shell_LoadingInputs */
/** @typedef {{}} Shell_Loading_PageInputs */
/** @typedef {{}} Shell_Loading_SettingsInputs */
/** @typedef {{}} Shell_Map_Tiles_OffInputs */
/** @typedef {{}} Shell_Map_Zoom_InInputs */
/** @typedef {{}} Shell_Map_Zoom_OutInputs */
/** @typedef {{}} Shell_Menu_LogoutInputs */
/** @typedef {{}} Shell_Menu_ModerationInputs */
/** @typedef {{}} Shell_Menu_ProfileInputs */
/** @typedef {{}} Shell_Menu_SettingsInputs */
/** @typedef {{}} Shell_Menu_Your_EventsInputs */
/** @typedef {{}} Shell_Menu_Your_GroupsInputs */
/** @typedef {{}} Shell_Network_ErrorInputs */
/** @typedef {{}} Shell_No_Image_SelectedInputs */
/** @typedef {{}} Shell_Not_Found_HeadingInputs */
/** @typedef {{}} Shell_Not_Found_TextInputs */
/** @typedef {{}} Shell_Not_Found_TitleInputs */
/** @typedef {{}} Shell_OfflineInputs */
/** @typedef {{}} Shell_Offline_Needs_ConnectionInputs */
/** @typedef {{}} Shell_Offline_Not_SavedInputs */
/** @typedef {{ time: NonNullable<unknown> }} Shell_Offline_Saved_AtInputs */
/** @typedef {{}} Shell_Offline_Your_EventsInputs */
/** @typedef {{}} Shell_Password_FieldInputs */
/** @typedef {{}} Shell_Place_NoneInputs */
/** @typedef {{}} Shell_Places_MetroInputs */
/** @typedef {{}} Shell_Places_NeighbourhoodsInputs */
/** @typedef {{}} Shell_Privacy_PrivateInputs */
/** @typedef {{}} Shell_Privacy_PublicInputs */
/** @typedef {{}} Shell_Reload_PageInputs */
/** @typedef {{}} Shell_Remove_SelectionInputs */
/** @typedef {{}} Shell_Request_FailedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Shell_Selected_FileInputs */
/** @typedef {{ field: NonNullable<unknown> }} Shell_Show_FieldInputs */
/** @typedef {{}} Shell_Sign_InInputs */
/** @typedef {{}} Shell_Sign_UpInputs */
/** @typedef {{}} Shell_Skip_To_MainInputs */
/** @typedef {{}} Shell_Switch_To_DarkInputs */
/** @typedef {{}} Shell_Switch_To_LightInputs */
/** @typedef {{}} Shell_TagsInputs */
/** @typedef {{}} Shell_Tags_HintInputs */
/** @typedef {{}} Shell_Try_AgainInputs */
/** @typedef {{}} Shell_Unauthorized_HeadingInputs */
/** @typedef {{}} Shell_Unauthorized_Sign_InInputs */
/** @typedef {{}} Shell_Unauthorized_Sign_UpInputs */
/** @typedef {{}} Shell_Unauthorized_TextInputs */
/** @typedef {{}} Shell_Unauthorized_TitleInputs */
/** @typedef {{ label: NonNullable<unknown>, count: NonNullable<unknown> }} Shell_UnreadInputs */
/** @typedef {{}} Shell_Update_ReadyInputs */
/** @typedef {{}} Shell_Update_ReloadInputs */
/** @typedef {{}} Shell_UploadingInputs */
/** @typedef {{}} Shell_Uploading_Cover_ImageInputs */
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
/** @typedef {{}} Validation_Fediverseaccount1Inputs */
/** @typedef {{}} Validation_Fediverseaccountnotfound3Inputs */
/** @typedef {{}} Validation_FormatInputs */
/** @typedef {{}} Validation_Groupdescription1Inputs */
/** @typedef {{}} Validation_Grouphandle1Inputs */
/** @typedef {{}} Validation_Grouphandletaken2Inputs */
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
import * as registry from "../registry.js"


export const auth_account_suspended = /** @type {(inputs: Auth_Account_SuspendedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This account is suspended. To appeal, write to ${i?.email}.`)
};

export const auth_agreement = /** @type {(inputs: Auth_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I am 18 or older and I agree to the ${i?.privacyPolicy} and the ${i?.termsOfService}.`)
};

export const auth_altcha_error = /** @type {(inputs: Auth_Altcha_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification failed. Try again later.`)
};

export const auth_altcha_expired = /** @type {(inputs: Auth_Altcha_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification expired. Try again.`)
};

export const auth_altcha_label = /** @type {(inputs: Auth_Altcha_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I'm not a robot`)
};

export const auth_altcha_link_label = /** @type {(inputs: Auth_Altcha_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altcha (official website)`)
};

export const auth_altcha_loading = /** @type {(inputs: Auth_Altcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading...`)
};

export const auth_altcha_protected_by = /** @type {(inputs: Auth_Altcha_Protected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protected by ${i?.link}`)
};

export const auth_altcha_required = /** @type {(inputs: Auth_Altcha_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification required!`)
};

export const auth_altcha_verified = /** @type {(inputs: Auth_Altcha_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const auth_altcha_verifying = /** @type {(inputs: Auth_Altcha_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying...`)
};

export const auth_altcha_wait = /** @type {(inputs: Auth_Altcha_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verifying... please wait.`)
};

export const auth_captcha_loading = /** @type {(inputs: Auth_Captcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the captcha`)
};

export const auth_external_sign_in_failed = /** @type {(inputs: Auth_External_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in with that provider did not work. Please try again.`)
};

export const auth_generic_error = /** @type {(inputs: Auth_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already have an account?`)
};

export const auth_hide_password = /** @type {(inputs: Auth_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide password`)
};

export const auth_incorrect_credentials = /** @type {(inputs: Auth_Incorrect_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect username or password`)
};

export const auth_login_available = /** @type {(inputs: Auth_Login_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This username is available.`)
};

export const auth_login_label = /** @type {(inputs: Auth_Login_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const auth_login_rule = /** @type {(inputs: Auth_Login_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letters, digits and underscores, 3–30 characters.`)
};

export const auth_no_account = /** @type {(inputs: Auth_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Don't have an account?`)
};

export const auth_or_sign_in_with = /** @type {(inputs: Auth_Or_Sign_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or sign in with`)
};

export const auth_or_sign_up_with = /** @type {(inputs: Auth_Or_Sign_Up_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or sign up with`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8–24 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_privacy_policy = /** @type {(inputs: Auth_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const auth_show_password = /** @type {(inputs: Auth_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show password`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const auth_sign_in_button = /** @type {(inputs: Auth_Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIGN IN`)
};

export const auth_sign_in_subtitle = /** @type {(inputs: Auth_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome back! Sign in to see what's happening nearby.`)
};

export const auth_sign_in_with = /** @type {(inputs: Auth_Sign_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with ${i?.provider}`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up`)
};

export const auth_sign_up_button = /** @type {(inputs: Auth_Sign_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIGN UP`)
};

export const auth_sign_up_failed = /** @type {(inputs: Auth_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create an account. Please try again.`)
};

export const auth_sign_up_now = /** @type {(inputs: Auth_Sign_Up_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign up now!`)
};

export const auth_sign_up_subtitle = /** @type {(inputs: Auth_Sign_Up_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Neighbourly to meet people near you. It's free.`)
};

export const auth_sign_up_title = /** @type {(inputs: Auth_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your account`)
};

export const auth_sign_up_with = /** @type {(inputs: Auth_Sign_Up_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign up with ${i?.provider}`)
};

export const auth_signed_in = /** @type {(inputs: Auth_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully logged in! Redirecting to the main page...`)
};

export const auth_signed_up = /** @type {(inputs: Auth_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully created an account! Signing in...`)
};

export const auth_terms_of_service = /** @type {(inputs: Auth_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

export const auth_too_many_attempts = /** @type {(inputs: Auth_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many attempts. Please wait a minute and try again.`)
};

export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a translation. The English text is the one that binds.`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly speaks this language to you on every device where you sign in.`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a language`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your language could not be saved. Please try again.`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly now speaks ${i?.language} to you.`)
};

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear filters`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`From ${i?.date}`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.date}`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Events: ${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events nearby yet. Be the first to create one!`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events matching the search found`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events nearby yet. Sign in to be the first to create one!`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} event found`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} events found`);
	return /** @type {LocalizedString} */ ("discovery_events_found");
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The events could not be loaded.`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading events`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More events could not be loaded.`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events nearby`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events Nearby`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No upcoming events match “${i?.search}”.`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No events found`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show only events from my groups`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event name or #tag`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more events`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matches these filters.`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A neighbourhood…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any distance`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filters (${i?.count})`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a neighbourhood`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear all`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter events`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finding your location…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First day`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter groups`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not set yet.`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How far`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hybrid events count as both.`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last day`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location is found.`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The area chosen on the map`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Measured from`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My location`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My neighbourhood`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My neighbourhood (${i?.place})`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourhood`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick dates`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your neighbourhood in Settings`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show events`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show groups`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In person`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groups: ${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups nearby yet. Be the first to create one!`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups matching the search found`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups nearby yet. Sign in to be the first to create one!`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} group found`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groups found`);
	return /** @type {LocalizedString} */ ("discovery_groups_found");
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The groups could not be loaded.`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading groups`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More groups could not be loaded.`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups nearby`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups Nearby`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No groups match “${i?.search}”.`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No groups found`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show only my groups`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group name or #tag`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more groups`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your neighbourhood is not set, so the distance is not applied.`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set it in Settings`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to search near your neighbourhood; the distance is not applied.`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} km away`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your browser did not share your location. Allow location for this site in its settings, or choose a neighbourhood instead.`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location could not be found just now. Try again, or choose a neighbourhood instead.`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot tell its location. Choose a neighbourhood instead.`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event on the map: ${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} event on the map`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} events on the map`);
	return /** @type {LocalizedString} */ ("discovery_map_events_shown");
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map of the events found`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the map`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} online or without a place not shown`)
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search this area`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last day must be on or after the first day.`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick at most a year of dates.`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a first day, a last day, or both.`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your neighbourhood first.`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your location is not known yet.`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose where to measure the distance from.`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a neighbourhood.`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events by name or #tag, soonest first.`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search groups`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups by name or #tag, most active first.`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show the events as`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next week`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tomorrow`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This weekend`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km of a neighbourhood`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km of the map area`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km of my location`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km of my neighbourhood`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Within ${i?.km} km of ${i?.place}`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a comment`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add comment`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a number of dates`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a pin`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add to calendar`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. 2305 Cornwall Ave, or a landmark`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address matches`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address search is not working right now: pin by hand or centre on a place.`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After a number of events`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attend event`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attendees limit: ${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attendees limit: unlimited`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are attending this event.`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.group}`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Browse files`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event was cancelled.`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot comment on this group's events.`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centre on`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This event was changed: now ${i?.time} at ${i?.location}`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This event was changed: now at ${i?.location}`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This event was changed: now ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another file`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a cover image`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose image`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a place`)
};

export const events_comment_from_fediverse = /** @type {(inputs: Events_Comment_From_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from the fediverse`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Be kind: everyone who can see the event reads it.`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment options`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The comments could not be loaded.`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A copy of ${i?.name}, a week on: check the dates. Fields marked with * are required.`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each is its own event, with its own attendees. At most ${i?.max}.`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cover image of ${i?.name}`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image file`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview of the chosen cover image`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event repeats. Use the new cover for:`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create another like this`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create event`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Create or import event for group ${i?.group}`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current cover image`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The current cover stays unless you choose a new one.`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates to add`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete comment`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this comment? This action cannot be undone.`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete event`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this event? This action cannot be undone.`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete which events`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you will do, what to bring, who is welcome.`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details for group members`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The details of this event are for members of ${i?.group}.`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Directions`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`directions (opens in a new tab)`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Does not repeat`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate event`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit comment`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit event`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit recurring event`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your comment`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(edited)`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edited ${i?.time}`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End date and time`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has ended.`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore events`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} going: ${i?.names}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} going: ${i?.names}`);
	return /** @type {LocalizedString} */ ("events_faces_label");
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} going: ${i?.names} and ${i?.more} more`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} going: ${i?.names} and ${i?.more} more`);
	return /** @type {LocalizedString} */ ("events_faces_label_more");
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hybrid: in person and online`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online event`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People meet at the location below, or join through a meeting link.`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People meet at the location below.`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People join through a meeting link.`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hybrid`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In person`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every 2 weeks`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weekly`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event is full: new attendees join the waitlist.`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the event page`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the group page`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (group owner)`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over to another host`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand over the event`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host tools`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hosted by ${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is hosted by ${i?.host}. Ask them if something needs to change.`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hosted by ${i?.name} and ${i?.count} more`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Hosted by ${i?.name} and ${i?.count} more`);
	return /** @type {LocalizedString} */ ("events_hosted_by_more");
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group’s hosts could not be loaded.`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill Using Existing Meetup Event`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a Meetup event`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fills the title, description, location and start above; the end is set 4 hours after the start.`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup event URL`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join group and attend`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join group and join the waitlist`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join online`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the group to see them.`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join waitlist`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last date`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave event`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You will also give up your place in ${i?.count} upcoming event.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You will also give up your place in ${i?.count} upcoming events.`);
	return /** @type {LocalizedString} */ ("events_leave_group_gives_up");
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to leave this group?`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave waitlist`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The meeting link is shown to people going.`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading comments`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the event`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the group`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the group’s hosts…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the map`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading participants`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading past events`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the tab`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading upcoming events`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your events`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (your local time)`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place people can find, e.g. Britannia Community Centre, room 2.`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A place people can find, e.g. Kitsilano Beach, by the lifeguard tower.`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where it happens, e.g. Online (Zoom).`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(map, opens in a new tab)`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Map of where ${i?.name} is`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meeting link`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional. Only people going, the host and the group's owner see it.`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(meeting link, opens in a new tab)`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each is its own event, with its own attendees. At most ${i?.max} ahead.`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`More dates`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} upcoming date. New dates follow the last one.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} upcoming dates. New dates follow the last one.`);
	return /** @type {LocalizedString} */ ("events_more_dates_hint");
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The series goes on until this day.`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move the pin`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My events`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My events (${i?.count})`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New last date`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No address matches. Try a street and number, or a landmark.`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No comments yet. Start the conversation!`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image selected`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No meeting link yet: add one with Edit event.`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host has not added a meeting link yet.`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more dates`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no other event host in this group yet. The group owner can make members event hosts in the Members tab.`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one has signed up yet.`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} is organized by ${i?.owner}. Ask them if you would like to host an event.`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the group owner and event hosts can create events`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're not attending any events...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Number of events`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a date`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the event host can edit this event`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(opens in a new tab)`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event options`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group owner will answer your request.`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants limit`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places besides you, the host. 0 for unlimited.`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The participants could not be loaded.`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants of ${i?.name}`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past events`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The past events could not be loaded.`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map. Drag the pin, or tap the map where the event is.`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event pin`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin the map's centre`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drag to move the pin`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puts the event on the map and gives people directions to the exact spot.`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin on the map (optional)`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drag the pin, or tap the map where people meet. Centre on a place to start near it.`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Near ${i?.place} · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin of ${i?.name}`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pin on the map`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pin: ${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only members of the group see the details (time, place, description, host).`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone can see the details; members of the group can attend.`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event privacy type`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The events of this private group are visible to its members.`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is private: its members attend its events.`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your event is ready.`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove cover image`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the cover image from:`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the cover from`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove the cover image of this event? You can upload a new one at any time.`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event shows the cover of its series. Remove it from all events in the series? You can upload a new one at any time.`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove pin`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every 2 weeks on ${i?.weekday}s`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly on the 1st ${i?.weekday}`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly on the 2nd ${i?.weekday}`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly on the 3rd ${i?.weekday}`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly on the 4th ${i?.weekday}`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly on the last ${i?.weekday}`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weekly on ${i?.weekday}s`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Repeats`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats every 2 weeks on ${i?.weekday}s`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats monthly on the 1st ${i?.weekday}`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats monthly on the 2nd ${i?.weekday}`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats monthly on the 3rd ${i?.weekday}`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats monthly on the 4th ${i?.weekday}`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats monthly on the last ${i?.weekday}`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Repeats weekly on ${i?.weekday}s`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request to join the group to attend`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested membership`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked with * are required.`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event repeats. Save the changes to:`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save to which events`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This and following events`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All events in the series`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searching…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event sections`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the group’s other events`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selected: ${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates in this series`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} date`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} dates`);
	return /** @type {LocalizedString} */ ("events_series_summary");
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show all ${i?.total} dates`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more events`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in and join the group to see them.`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to attend`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start date and time`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participants`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. Sunrise run along Kits Beach`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to register for the event.`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be a member of the group to attend`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully registered for the event`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully added comment`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete comment.`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully deleted comment`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to add comment.`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update comment.`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully updated comment`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the cover image`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cover image was successfully deleted`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload cover image.`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cover image was uploaded successfully`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create an event.`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your event was created successfully!`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the event`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event was successfully deleted`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to hand the event over.`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} now hosts the event`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to import your event. Please ensure that the link is correct.`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to join the group.`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You joined the group`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to leave the event.`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully left the event`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to request membership.`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request to join was sent to the group owner`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update an event`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event was updated successfully`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully joined the waitlist for the event`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The series stops after this day.`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until a later date`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upcoming events could not be loaded.`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update event`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload cover image`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}. It is uploaded when you save the event.`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the cover for`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this image`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use this pin`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places go to the waitlist in this order as people leave.`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("en", i?.position, {});return /** @type {LocalizedString} */ (`You're ${i?.ordinal} on the waitlist`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are on the waitlist: you get a place when someone leaves.`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Who will host ${i?.name}? The current host stays on as a participant.`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your events`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your local time`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your events could not be loaded.`)
};

export const feeds_csv_name = /** @type {(inputs: Feeds_Csv_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const feeds_csv_role = /** @type {(inputs: Feeds_Csv_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const feeds_csv_rsvp_time = /** @type {(inputs: Feeds_Csv_Rsvp_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RSVP time (${i?.zone})`)
};

export const feeds_date_at_time = /** @type {(inputs: Feeds_Date_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} at ${i?.time}`)
};

export const feeds_export_blocked = /** @type {(inputs: Feeds_Export_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People you blocked`)
};

export const feeds_export_comments = /** @type {(inputs: Feeds_Export_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

export const feeds_export_conversation_with = /** @type {(inputs: Feeds_Export_Conversation_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conversation with ${i?.name}`)
};

export const feeds_export_email = /** @type {(inputs: Feeds_Export_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

export const feeds_export_events = /** @type {(inputs: Feeds_Export_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events and RSVPs`)
};

export const feeds_export_groups = /** @type {(inputs: Feeds_Export_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups`)
};

export const feeds_export_hidden = /** @type {(inputs: Feeds_Export_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hidden by the moderators`)
};

export const feeds_export_intro = /** @type {(inputs: Feeds_Export_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A copy of what is yours on ${i?.site}, prepared for ${i?.name} on ${i?.date}. The same data is in the JSON files beside this page, for other programs.`)
};

export const feeds_export_member_since = /** @type {(inputs: Feeds_Export_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member since`)
};

export const feeds_export_messages = /** @type {(inputs: Feeds_Export_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

export const feeds_export_nothing = /** @type {(inputs: Feeds_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing here.`)
};

export const feeds_export_notifications = /** @type {(inputs: Feeds_Export_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const feeds_export_pictures = /** @type {(inputs: Feeds_Export_PicturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pictures`)
};

export const feeds_export_place = /** @type {(inputs: Feeds_Export_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place`)
};

export const feeds_export_profile = /** @type {(inputs: Feeds_Export_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const feeds_export_requests = /** @type {(inputs: Feeds_Export_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests to join`)
};

export const feeds_export_title = /** @type {(inputs: Feeds_Export_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your data on ${i?.site}`)
};

export const feeds_export_you = /** @type {(inputs: Feeds_Export_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

export const feeds_group_calendar_description = /** @type {(inputs: Feeds_Group_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upcoming events of ${i?.group}`)
};

export const feeds_group_feed_copyright = /** @type {(inputs: Feeds_Group_Feed_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} on Neighbourly`)
};

export const feeds_group_feed_title = /** @type {(inputs: Feeds_Group_Feed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}: upcoming events`)
};

export const feeds_join_online = /** @type {(inputs: Feeds_Join_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Join online: ${i?.url}`)
};

export const feeds_my_events_calendar = /** @type {(inputs: Feeds_My_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My events · Neighbourly`)
};

export const feeds_my_events_description = /** @type {(inputs: Feeds_My_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The events you go to, host or wait for on Neighbourly`)
};

export const feeds_waitlist_summary = /** @type {(inputs: Feeds_Waitlist_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (waitlist)`)
};

export const groups_account_needed = /** @type {(inputs: Groups_Account_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You need an account to create a group. ${i?.link} or use the sign-in button above.`)
};

export const groups_approve_request = /** @type {(inputs: Groups_Approve_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve request`)
};

export const groups_asked_to_join_on = /** @type {(inputs: Groups_Asked_To_Join_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asked to join on ${i?.date}`)
};

export const groups_ban_confirm = /** @type {(inputs: Groups_Ban_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban`)
};

export const groups_ban_message = /** @type {(inputs: Groups_Ban_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ban ${i?.name} from ${i?.group}? They are removed as by Remove, and can no longer join, ask to join or comment on its events until you lift the ban.`)
};

export const groups_ban_reason_hint = /** @type {(inputs: Groups_Ban_Reason_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seen by the group's owner only, never by them. ${i?.length}/${i?.max}`)
};

export const groups_ban_reason_label = /** @type {(inputs: Groups_Ban_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (optional)`)
};

export const groups_ban_reason_prefix = /** @type {(inputs: Groups_Ban_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason:`)
};

export const groups_ban_title = /** @type {(inputs: Groups_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ban from group`)
};

export const groups_banned_cannot_join = /** @type {(inputs: Groups_Banned_Cannot_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot join this group.`)
};

export const groups_banned_empty = /** @type {(inputs: Groups_Banned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one is banned from this group.`)
};

export const groups_banned_list_label = /** @type {(inputs: Groups_Banned_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banned from ${i?.group}`)
};

export const groups_banned_load_failed = /** @type {(inputs: Groups_Banned_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The banned people could not be loaded.`)
};

export const groups_banned_on = /** @type {(inputs: Groups_Banned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banned on ${i?.date}`)
};

export const groups_banned_on_by = /** @type {(inputs: Groups_Banned_On_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banned on ${i?.date} by ${i?.name}`)
};

export const groups_calendar_copy = /** @type {(inputs: Groups_Calendar_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const groups_calendar_download = /** @type {(inputs: Groups_Calendar_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download the calendar file`)
};

export const groups_calendar_download_note = /** @type {(inputs: Groups_Calendar_Download_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar apps cannot sign in to a private group`)
};

export const groups_calendar_open = /** @type {(inputs: Groups_Calendar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in calendar app`)
};

export const groups_calendar_subscribe = /** @type {(inputs: Groups_Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to calendar`)
};

export const groups_cover_alt = /** @type {(inputs: Groups_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cover image of ${i?.group}`)
};

export const groups_cover_change = /** @type {(inputs: Groups_Cover_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change cover image`)
};

export const groups_cover_current_alt = /** @type {(inputs: Groups_Cover_Current_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current cover image`)
};

export const groups_cover_delete = /** @type {(inputs: Groups_Cover_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete cover image`)
};

export const groups_cover_delete_confirm = /** @type {(inputs: Groups_Cover_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const groups_cover_delete_question = /** @type {(inputs: Groups_Cover_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the cover image of this group? You can upload a new one at any time.`)
};

export const groups_cover_file_label = /** @type {(inputs: Groups_Cover_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image file`)
};

export const groups_cover_preview_alt = /** @type {(inputs: Groups_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview of the new cover image`)
};

export const groups_cover_upload = /** @type {(inputs: Groups_Cover_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload cover image`)
};

export const groups_cover_uploaded_on_save = /** @type {(inputs: Groups_Cover_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is uploaded when you save.`)
};

export const groups_create_a_group = /** @type {(inputs: Groups_Create_A_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a group`)
};

export const groups_create_button = /** @type {(inputs: Groups_Create_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create group`)
};

export const groups_create_event = /** @type {(inputs: Groups_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create event`)
};

export const groups_create_free_account = /** @type {(inputs: Groups_Create_Free_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free account`)
};

export const groups_create_or_import = /** @type {(inputs: Groups_Create_Or_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create or import a group`)
};

export const groups_decline_and_ban = /** @type {(inputs: Groups_Decline_And_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decline and ban`)
};

export const groups_decline_and_ban_question = /** @type {(inputs: Groups_Decline_And_Ban_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decline ${i?.name}'s request and ban them from this group? They cannot ask to join again until you lift the ban.`)
};

export const groups_delete_group = /** @type {(inputs: Groups_Delete_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete group`)
};

export const groups_delete_question = /** @type {(inputs: Groups_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Are you sure you want to delete this group? This action cannot be undone.`)
};

export const groups_description_hint = /** @type {(inputs: Groups_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you do, where and when you meet, who is welcome. Words like #hiking become tag links.`)
};

export const groups_distance_km = /** @type {(inputs: Groups_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} km`)
};

export const groups_document_title_group = /** @type {(inputs: Groups_Document_Title_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

export const groups_edit_description_hint = /** @type {(inputs: Groups_Edit_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Words like #hiking become tag links.`)
};

export const groups_edit_form_label = /** @type {(inputs: Groups_Edit_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update group`)
};

export const groups_fediverse_address_copied = /** @type {(inputs: Groups_Fediverse_Address_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address copied`)
};

export const groups_fediverse_copy_address = /** @type {(inputs: Groups_Fediverse_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy address`)
};

export const groups_fediverse_copy_failed = /** @type {(inputs: Groups_Fediverse_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The address could not be copied: select it and copy it by hand.`)
};

export const groups_fediverse_followers_count = /** @type {(inputs: Groups_Fediverse_Followers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} follower on the fediverse`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} followers on the fediverse`);
	return /** @type {LocalizedString} */ ("groups_fediverse_followers_count");
};

export const groups_fediverse_intro = /** @type {(inputs: Groups_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow from Mastodon, Mobilizon or any fediverse account: new events reach you there, and your replies come back here as comments.`)
};

export const groups_fediverse_title = /** @type {(inputs: Groups_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow from the fediverse`)
};

export const groups_field_description = /** @type {(inputs: Groups_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group description`)
};

export const groups_field_handle = /** @type {(inputs: Groups_Field_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse handle`)
};

export const groups_field_id = /** @type {(inputs: Groups_Field_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group id`)
};

export const groups_field_name = /** @type {(inputs: Groups_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group name`)
};

export const groups_field_privacy = /** @type {(inputs: Groups_Field_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy`)
};

export const groups_follow_account_label = /** @type {(inputs: Groups_Follow_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account (name@server)`)
};

export const groups_follow_button = /** @type {(inputs: Groups_Follow_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow`)
};

export const groups_follow_form_label = /** @type {(inputs: Groups_Follow_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow from your fediverse account`)
};

export const groups_followers_empty = /** @type {(inputs: Groups_Followers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No fediverse account follows this group yet. Its address is on the About tab, ready to share.`)
};

export const groups_followers_list_label = /** @type {(inputs: Groups_Followers_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fediverse followers of ${i?.group}`)
};

export const groups_followers_load_failed = /** @type {(inputs: Groups_Followers_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fediverse followers could not be loaded.`)
};

export const groups_followers_since = /** @type {(inputs: Groups_Followers_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Following since ${i?.date}`)
};

export const groups_free_groups = /** @type {(inputs: Groups_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`one group`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groups`);
	return /** @type {LocalizedString} */ ("groups_free_groups");
};

export const groups_go_to_group = /** @type {(inputs: Groups_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to the group page`)
};

export const groups_handle_hint = /** @type {(inputs: Groups_Handle_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastodon, Mobilizon and other fediverse accounts follow the group by this name. Lowercase letters, digits and underscores. If you change it later, the old one keeps working.`)
};

export const groups_handle_hint_private = /** @type {(inputs: Groups_Handle_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Used once the group is public: Mastodon, Mobilizon and other fediverse accounts then follow it by this name. Lowercase letters, digits and underscores. If you change it later, the old one keeps working.`)
};

export const groups_handle_preview = /** @type {(inputs: Groups_Handle_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fediverse address: ${i?.address}`)
};

export const groups_handover_message = /** @type {(inputs: Groups_Handover_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} will own ${i?.group}, and you will become a member: you will no longer manage the group or its members. Hand it over?`)
};

export const groups_handover_title = /** @type {(inputs: Groups_Handover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand the group over`)
};

export const groups_help_page = /** @type {(inputs: Groups_Help_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`our help page`)
};

export const groups_hero_eyebrow = /** @type {(inputs: Groups_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start a group in Vancouver`)
};

export const groups_hero_get_started = /** @type {(inputs: Groups_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get started`)
};

export const groups_hero_sign_in = /** @type {(inputs: Groups_Hero_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to create a group`)
};

export const groups_hero_text = /** @type {(inputs: Groups_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seawall runs, book clubs, board game nights, community gardens: start a group around what you love, plan events and welcome new members. Every member can run ${i?.free} for free.`)
};

export const groups_hero_title = /** @type {(inputs: Groups_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bring your neighbours together`)
};

export const groups_home_place_hint = /** @type {(inputs: Groups_Home_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the group mostly meets; people searching nearby find it.`)
};

export const groups_home_place_label = /** @type {(inputs: Groups_Home_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home neighbourhood`)
};

export const groups_home_place_none = /** @type {(inputs: Groups_Home_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const groups_id_available = /** @type {(inputs: Groups_Id_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This group id is available. Your group's address: ${i?.address}`)
};

export const groups_id_hint = /** @type {(inputs: Groups_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lowercase letters, digits and underscores. It becomes the address of your group and cannot be changed.`)
};

export const groups_import_button = /** @type {(inputs: Groups_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill Using Existing Meetup Group`)
};

export const groups_import_fetching = /** @type {(inputs: Groups_Import_FetchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.button}: fetching the Meetup page`)
};

export const groups_import_form_label = /** @type {(inputs: Groups_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a Meetup group`)
};

export const groups_import_hint = /** @type {(inputs: Groups_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fills the group id, name and description above from the group's Meetup page.`)
};

export const groups_import_hint_default = /** @type {(inputs: Groups_Import_Hint_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste the address of the Meetup page, then check the filled fields before saving.`)
};

export const groups_import_or = /** @type {(inputs: Groups_Import_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OR`)
};

export const groups_import_url_label = /** @type {(inputs: Groups_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup group URL`)
};

export const groups_join_group = /** @type {(inputs: Groups_Join_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join group`)
};

export const groups_leave_group = /** @type {(inputs: Groups_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave group`)
};

export const groups_lift_ban = /** @type {(inputs: Groups_Lift_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lift ban`)
};

export const groups_loading_banned = /** @type {(inputs: Groups_Loading_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading banned people`)
};

export const groups_loading_followers = /** @type {(inputs: Groups_Loading_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading fediverse followers`)
};

export const groups_loading_group = /** @type {(inputs: Groups_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the group`)
};

export const groups_loading_members = /** @type {(inputs: Groups_Loading_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading members`)
};

export const groups_loading_requests = /** @type {(inputs: Groups_Loading_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading membership requests`)
};

export const groups_loading_tab = /** @type {(inputs: Groups_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the tab`)
};

export const groups_loading_your_groups = /** @type {(inputs: Groups_Loading_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your groups`)
};

export const groups_main_page = /** @type {(inputs: Groups_Main_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`main page`)
};

export const groups_make_event_host = /** @type {(inputs: Groups_Make_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make event host`)
};

export const groups_make_owner = /** @type {(inputs: Groups_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make owner`)
};

export const groups_manage_group = /** @type {(inputs: Groups_Manage_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage group`)
};

export const groups_manage_group_of = /** @type {(inputs: Groups_Manage_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Manage ${i?.group}`)
};

export const groups_member_actions = /** @type {(inputs: Groups_Member_ActionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More actions for ${i?.name}`)
};

export const groups_members_empty = /** @type {(inputs: Groups_Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group has no members yet.`)
};

export const groups_members_list_label = /** @type {(inputs: Groups_Members_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Members of ${i?.group}`)
};

export const groups_members_load_failed = /** @type {(inputs: Groups_Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The members could not be loaded.`)
};

export const groups_more_groups_note = /** @type {(inputs: Groups_More_Groups_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Want more than one group? Every member may create ${i?.free} for free for non-business use. To run more, contact us at ${i?.link}.`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My groups`)
};

export const groups_my_groups_count = /** @type {(inputs: Groups_My_Groups_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`My groups (${i?.count})`)
};

export const groups_my_groups_empty = /** @type {(inputs: Groups_My_Groups_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're not a member of any groups. Explore groups on the ${i?.link}`)
};

export const groups_name_hint = /** @type {(inputs: Groups_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What neighbours will see first, e.g. Kits Beach Runners.`)
};

export const groups_not_owner_text = /** @type {(inputs: Groups_Not_Owner_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} is organized by ${i?.name}. Ask them if something needs to change.`)
};

export const groups_not_owner_title = /** @type {(inputs: Groups_Not_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the group owner can manage this group`)
};

export const groups_options = /** @type {(inputs: Groups_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group options`)
};

export const groups_organized_by = /** @type {(inputs: Groups_Organized_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Organized by ${i?.name}`)
};

export const groups_past_empty = /** @type {(inputs: Groups_Past_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group doesn't have any past events`)
};

export const groups_privacy_hint_private = /** @type {(inputs: Groups_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`People ask to join and you approve each request. Only members see the member list.`)
};

export const groups_privacy_hint_public = /** @type {(inputs: Groups_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone can join, and signed-in people can see who the members are.`)
};

export const groups_reject_question = /** @type {(inputs: Groups_Reject_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reject ${i?.name}'s request to join this group? They can ask again later.`)
};

export const groups_reject_request = /** @type {(inputs: Groups_Reject_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reject request`)
};

export const groups_remove_confirm = /** @type {(inputs: Groups_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const groups_remove_event_host = /** @type {(inputs: Groups_Remove_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove event host`)
};

export const groups_remove_follower = /** @type {(inputs: Groups_Remove_FollowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove follower`)
};

export const groups_remove_follower_question = /** @type {(inputs: Groups_Remove_Follower_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from the group's followers? Their server is sent nothing more from the group. They can follow again.`)
};

export const groups_remove_message = /** @type {(inputs: Groups_Remove_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name} from ${i?.group}? They give up their places in its upcoming events, and the events they host pass to you.`)
};

export const groups_remove_title = /** @type {(inputs: Groups_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove from group`)
};

export const groups_request_to_join = /** @type {(inputs: Groups_Request_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request to join group`)
};

export const groups_requested_membership = /** @type {(inputs: Groups_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requested membership`)
};

export const groups_requests_empty = /** @type {(inputs: Groups_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There are no pending membership requests.`)
};

export const groups_requests_list_label = /** @type {(inputs: Groups_Requests_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership requests`)
};

export const groups_requests_load_failed = /** @type {(inputs: Groups_Requests_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The membership requests could not be loaded.`)
};

export const groups_requests_pending = /** @type {(inputs: Groups_Requests_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} pending)`)
};

export const groups_required_note = /** @type {(inputs: Groups_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fields marked with * are required.`)
};

export const groups_role_host = /** @type {(inputs: Groups_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event host`)
};

export const groups_role_member = /** @type {(inputs: Groups_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group member`)
};

export const groups_role_owner = /** @type {(inputs: Groups_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group owner`)
};

export const groups_save_changes = /** @type {(inputs: Groups_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const groups_show_more = /** @type {(inputs: Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more`)
};

export const groups_show_more_members = /** @type {(inputs: Groups_Show_More_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more members`)
};

export const groups_sign_in_to_join = /** @type {(inputs: Groups_Sign_In_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to join`)
};

export const groups_tab_about = /** @type {(inputs: Groups_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About`)
};

export const groups_tab_banned = /** @type {(inputs: Groups_Tab_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banned`)
};

export const groups_tab_fediverse = /** @type {(inputs: Groups_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse`)
};

export const groups_tab_members = /** @type {(inputs: Groups_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members`)
};

export const groups_tab_past = /** @type {(inputs: Groups_Tab_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past events`)
};

export const groups_tab_requests = /** @type {(inputs: Groups_Tab_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership Requests`)
};

export const groups_tab_upcoming = /** @type {(inputs: Groups_Tab_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events`)
};

export const groups_tabs_label = /** @type {(inputs: Groups_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group sections`)
};

export const groups_toast_ban_failed = /** @type {(inputs: Groups_Toast_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to ban the person.`)
};

export const groups_toast_ban_lifted = /** @type {(inputs: Groups_Toast_Ban_LiftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ban of ${i?.name} was lifted`)
};

export const groups_toast_change_role_failed = /** @type {(inputs: Groups_Toast_Change_Role_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to change the role.`)
};

export const groups_toast_cover_delete_failed = /** @type {(inputs: Groups_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the group cover image.`)
};

export const groups_toast_cover_deleted = /** @type {(inputs: Groups_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cover image was successfully deleted`)
};

export const groups_toast_cover_upload_failed = /** @type {(inputs: Groups_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload the group cover image.`)
};

export const groups_toast_cover_uploaded = /** @type {(inputs: Groups_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cover image was uploaded successfully`)
};

export const groups_toast_create_failed = /** @type {(inputs: Groups_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create group.`)
};

export const groups_toast_created = /** @type {(inputs: Groups_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your group was created successfully!`)
};

export const groups_toast_delete_failed = /** @type {(inputs: Groups_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete the group.`)
};

export const groups_toast_deleted = /** @type {(inputs: Groups_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group was deleted`)
};

export const groups_toast_follow_failed = /** @type {(inputs: Groups_Toast_Follow_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Following could not start. Please try again.`)
};

export const groups_toast_follower_removed = /** @type {(inputs: Groups_Toast_Follower_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} no longer follows the group`)
};

export const groups_toast_hand_over_failed = /** @type {(inputs: Groups_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to hand the group over.`)
};

export const groups_toast_handed_over = /** @type {(inputs: Groups_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} now owns the group`)
};

export const groups_toast_import_failed = /** @type {(inputs: Groups_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to import your group. Please ensure that the link is correct.`)
};

export const groups_toast_import_unreachable = /** @type {(inputs: Groups_Toast_Import_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach Meetup right now. Please try again later.`)
};

export const groups_toast_imported = /** @type {(inputs: Groups_Toast_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imported Meetup group/event data successfully!`)
};

export const groups_toast_join_failed = /** @type {(inputs: Groups_Toast_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to join the group.`)
};

export const groups_toast_joined = /** @type {(inputs: Groups_Toast_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You joined the group`)
};

export const groups_toast_leave_failed = /** @type {(inputs: Groups_Toast_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to leave the group.`)
};

export const groups_toast_left = /** @type {(inputs: Groups_Toast_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You left the group`)
};

export const groups_toast_lift_ban_failed = /** @type {(inputs: Groups_Toast_Lift_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to lift the ban.`)
};

export const groups_toast_limit_exceeded = /** @type {(inputs: Groups_Toast_Limit_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create group. Limit of groups per user is exceeded.`)
};

export const groups_toast_made_host = /** @type {(inputs: Groups_Toast_Made_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now an event host`)
};

export const groups_toast_member_banned = /** @type {(inputs: Groups_Toast_Member_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was banned from the group`)
};

export const groups_toast_member_removed = /** @type {(inputs: Groups_Toast_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} was removed from the group`)
};

export const groups_toast_membership_request_failed = /** @type {(inputs: Groups_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to request membership.`)
};

export const groups_toast_membership_requested = /** @type {(inputs: Groups_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request to join was sent to the group owner`)
};

export const groups_toast_remove_follower_failed = /** @type {(inputs: Groups_Toast_Remove_Follower_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The follower could not be removed. Please try again.`)
};

export const groups_toast_remove_member_failed = /** @type {(inputs: Groups_Toast_Remove_Member_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to remove the member.`)
};

export const groups_toast_request_approved = /** @type {(inputs: Groups_Toast_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was approved`)
};

export const groups_toast_request_handling_failed = /** @type {(inputs: Groups_Toast_Request_Handling_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to handle the request.`)
};

export const groups_toast_request_rejected = /** @type {(inputs: Groups_Toast_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request was rejected`)
};

export const groups_toast_request_withdrawn = /** @type {(inputs: Groups_Toast_Request_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your request to join was withdrawn`)
};

export const groups_toast_unmade_host = /** @type {(inputs: Groups_Toast_Unmade_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer an event host`)
};

export const groups_toast_update_failed = /** @type {(inputs: Groups_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update the group`)
};

export const groups_toast_updated = /** @type {(inputs: Groups_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Successfully updated the group`)
};

export const groups_toast_withdraw_failed = /** @type {(inputs: Groups_Toast_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to withdraw the request.`)
};

export const groups_upcoming_empty = /** @type {(inputs: Groups_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No upcoming events scheduled`)
};

export const groups_withdraw_request = /** @type {(inputs: Groups_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw request`)
};

export const groups_your_groups_label = /** @type {(inputs: Groups_Your_Groups_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your groups`)
};

export const groups_your_groups_load_failed = /** @type {(inputs: Groups_Your_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your groups could not be loaded.`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book club`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coffee`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dog walks`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gardening`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiking`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jam nights`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Running`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sketching`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create your free account`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Your Own Group`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming events, soonest first.`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Events`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore Groups`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Search groups by name or #tag: hiking, language exchange, gardening, coding and more. Every member can run one group for free: plan events, welcome members and build your own community.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Search groups by name or #tag: hiking, language exchange, gardening, coding and more. Every member can run ${i?.count} groups for free: plan events, welcome members and build your own community.`);
	return /** @type {LocalizedString} */ ("home_find_people_text");
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find Your People`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sunrise hikes, board game nights, garden work parties: reserve a spot at events near you. When an event is full, join the waitlist and we will move you up when a spot opens.`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join Your First Event`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups around Vancouver, most active first.`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I already have an account`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start Exploring Now`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups and events across Vancouver`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find people who share your interests, from morning runs along the seawall to board game nights in Mount Pleasant. Join a group, go to an event, or start your own.`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to Neighbourly - Space for Making New Connections!`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My events`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My groups`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A free account lets you join groups, reserve a spot at events and start your own community. Already a member? Sign in to see what your groups are planning and search by name or #tag.`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New to Neighbourly?`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome back, ${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what is happening near you, or search by name or #tag.`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · ${i?.count} on the waitlist`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private event`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public event`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} going`)
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private group`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public group`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden by the moderators`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} member`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} members`);
	return /** @type {LocalizedString} */ ("labels_members_count");
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one going yet`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlisted`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {const limitPlural = registry.plural("en", i?.limit, {});
	const takenPlural = registry.plural("en", i?.taken, {});
	const takenText = registry.number("en", i?.taken, {});
	const limitText = registry.number("en", i?.limit, {});
	if (limitPlural === "one") return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.limit} place taken`);
	if (limitPlural === "other") return /** @type {LocalizedString} */ (`${i?.taken} of ${i?.limit} places taken`);
	return /** @type {LocalizedString} */ ("labels_places_taken");
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting for review`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contents`)
};

export const legal_cookies_auth_store_duration = /** @type {(inputs: Legal_Cookies_Auth_Store_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until you sign out`)
};

export const legal_cookies_auth_store_purpose = /** @type {(inputs: Legal_Cookies_Auth_Store_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remembers that you are signed in, with your id and display name, so the page shows the right menu straight away.`)
};

export const legal_cookies_changes_heading = /** @type {(inputs: Legal_Cookies_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes and contact`)
};

export const legal_cookies_changes_p1 = /** @type {(inputs: Legal_Cookies_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If we ever add a cookie that is not strictly necessary, we will update this policy first and ask for your consent. Questions? Reach us through the ${i?.helpLink}, and see the ${i?.privacyLink} for how we handle personal information.`)
};

export const legal_cookies_color_scheme_purpose = /** @type {(inputs: Legal_Cookies_Color_Scheme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The light or dark colour scheme you chose, so a page already paints in it before it starts. Not set while you follow your system.`)
};

export const legal_cookies_column_duration = /** @type {(inputs: Legal_Cookies_Column_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long`)
};

export const legal_cookies_column_name = /** @type {(inputs: Legal_Cookies_Column_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const legal_cookies_column_purpose = /** @type {(inputs: Legal_Cookies_Column_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purpose`)
};

export const legal_cookies_column_type = /** @type {(inputs: Legal_Cookies_Column_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const legal_cookies_control_heading = /** @type {(inputs: Legal_Cookies_Control_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choices`)
};

export const legal_cookies_control_p1 = /** @type {(inputs: Legal_Cookies_Control_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can delete cookies and site data at any time in your browser settings, and most browsers let you block cookies altogether. If you block or delete the ${i?.session} or ${i?.xsrf} cookies you will be signed out and will not be able to sign in until you allow them again. Clearing local storage only resets your theme preference.`)
};

export const legal_cookies_intro = /** @type {(inputs: Legal_Cookies_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This policy lists every cookie and browser storage item Neighbourly uses and why. The short version: only what is strictly necessary to sign you in, protect your account and remember your theme. No tracking.`)
};

export const legal_cookies_kind_cookie = /** @type {(inputs: Legal_Cookies_Kind_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie`)
};

export const legal_cookies_kind_cookie_http_only = /** @type {(inputs: Legal_Cookies_Kind_Cookie_Http_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie, HttpOnly`)
};

export const legal_cookies_kind_local_storage = /** @type {(inputs: Legal_Cookies_Kind_Local_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Local storage`)
};

export const legal_cookies_kind_session_storage = /** @type {(inputs: Legal_Cookies_Kind_Session_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session storage`)
};

export const legal_cookies_list_heading = /** @type {(inputs: Legal_Cookies_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cookies and storage we use`)
};

export const legal_cookies_list_p1 = /** @type {(inputs: Legal_Cookies_List_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`When you sign out we remove the ${i?.authStore} record and clear the ${i?.session} cookie, together with any ${i?.legacySession} cookie an earlier version of the site may have left.`)
};

export const legal_cookies_locale_purpose = /** @type {(inputs: Legal_Cookies_Locale_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The language you picked in the language menu, so every page comes in it. Only set when you pick one; your account’s language, when you set one in Settings, takes its place.`)
};

export const legal_cookies_necessary_heading = /** @type {(inputs: Legal_Cookies_Necessary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strictly necessary only`)
};

export const legal_cookies_necessary_not = /** @type {(inputs: Legal_Cookies_Necessary_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not`)
};

export const legal_cookies_necessary_p1 = /** @type {(inputs: Legal_Cookies_Necessary_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every cookie and storage item we use is strictly necessary to provide the service you ask for: signing in, keeping your account safe and remembering your display preferences. We do ${i?.not} use analytics, advertising, social-media or other tracking cookies, we do not build profiles of your browsing, and we do not let third parties set cookies through Neighbourly. Because of that, we do not show a cookie consent banner.`)
};

export const legal_cookies_necessary_p2 = /** @type {(inputs: Legal_Cookies_Necessary_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our default captcha on the sign-up page works without cookies. If an external identity provider is used to sign in, that provider may set its own cookies on its own site.`)
};

export const legal_cookies_one_year = /** @type {(inputs: Legal_Cookies_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One year`)
};

export const legal_cookies_reload_duration = /** @type {(inputs: Legal_Cookies_Reload_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until you close the tab`)
};

export const legal_cookies_reload_purpose = /** @type {(inputs: Legal_Cookies_Reload_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note when the page last reloaded itself, to pick up a new version of Neighbourly or after your session expired, so that it never reloads in a loop.`)
};

export const legal_cookies_session_duration = /** @type {(inputs: Legal_Cookies_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until you sign out or the session expires`)
};

export const legal_cookies_session_purpose = /** @type {(inputs: Legal_Cookies_Session_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keeps you signed in. It holds a random session identifier that page scripts cannot read.`)
};

export const legal_cookies_table_label = /** @type {(inputs: Legal_Cookies_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies and browser storage used by Neighbourly`)
};

export const legal_cookies_theme_duration = /** @type {(inputs: Legal_Cookies_Theme_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Until you clear your browser data`)
};

export const legal_cookies_theme_purpose = /** @type {(inputs: Legal_Cookies_Theme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your theme preference: light, dark or system, and whether you changed it yourself. The theme library may also store which light and dark colour schemes to use.`)
};

export const legal_cookies_title = /** @type {(inputs: Legal_Cookies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie policy`)
};

export const legal_cookies_what_heading = /** @type {(inputs: Legal_Cookies_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What cookies and browser storage are`)
};

export const legal_cookies_what_p1 = /** @type {(inputs: Legal_Cookies_What_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookies are small pieces of text a website asks your browser to keep and send back on later visits. Local storage and session storage are similar places in your browser where a site can keep small settings. Neighbourly uses all three, and only for things the service needs to work.`)
};

export const legal_cookies_xsrf_duration = /** @type {(inputs: Legal_Cookies_Xsrf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session`)
};

export const legal_cookies_xsrf_purpose = /** @type {(inputs: Legal_Cookies_Xsrf_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protects your account against cross-site request forgery (CSRF): every change you make must carry this token.`)
};

export const legal_fact_city = /** @type {(inputs: Legal_Fact_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vancouver, British Columbia, Canada`)
};

export const legal_fact_governing_law = /** @type {(inputs: Legal_Fact_Governing_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Province of British Columbia and the federal laws of Canada applicable there`)
};

export const legal_free_groups = /** @type {(inputs: Legal_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`one group`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groups`);
	return /** @type {LocalizedString} */ ("legal_free_groups");
};

export const legal_free_groups_free = /** @type {(inputs: Legal_Free_Groups_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`one free group`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} free groups`);
	return /** @type {LocalizedString} */ ("legal_free_groups_free");
};

export const legal_help_document_title = /** @type {(inputs: Legal_Help_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const legal_help_home = /** @type {(inputs: Legal_Help_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back to the home page`)
};

export const legal_help_intro = /** @type {(inputs: Legal_Help_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about Neighbourly, a problem with your account, or would you like more than ${i?.freeGroups}? Write to us and we will get back to you.`)
};

export const legal_help_loading = /** @type {(inputs: Legal_Help_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the help address`)
};

export const legal_help_title = /** @type {(inputs: Legal_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Need help?`)
};

export const legal_help_unavailable = /** @type {(inputs: Legal_Help_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our contact address is unavailable right now. Please try again later.`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last updated: ${i?.date}`)
};

export const legal_link_cookies = /** @type {(inputs: Legal_Link_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie policy`)
};

export const legal_link_help = /** @type {(inputs: Legal_Link_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help page`)
};

export const legal_link_privacy = /** @type {(inputs: Legal_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const legal_privacy_age_heading = /** @type {(inputs: Legal_Privacy_Age_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adults only`)
};

export const legal_privacy_age_p1 = /** @type {(inputs: Legal_Privacy_Age_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly is only for people aged ${i?.age} and over. We do not knowingly collect information from anyone younger. If you believe a minor has an account, tell us and we will close it.`)
};

export const legal_privacy_changes_heading = /** @type {(inputs: Legal_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to this policy`)
};

export const legal_privacy_changes_p1 = /** @type {(inputs: Legal_Privacy_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If we change this policy we will post the new version here with a new date, and tell you on the site before significant changes take effect. The ${i?.cookiesLink} explains the cookies and browser storage we use.`)
};

export const legal_privacy_collect_account = /** @type {(inputs: Legal_Privacy_Collect_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your login, display name and password. Passwords are stored only as a salted, one-way hash; nobody at Neighbourly can read them.`)
};

export const legal_privacy_collect_account_label = /** @type {(inputs: Legal_Privacy_Collect_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account details:`)
};

export const legal_privacy_collect_activity = /** @type {(inputs: Legal_Privacy_Collect_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the groups you create or join, membership requests, events you host or attend, comments, and direct messages when messaging is available.`)
};

export const legal_privacy_collect_activity_label = /** @type {(inputs: Legal_Privacy_Collect_Activity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you do on Neighbourly:`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What we collect`)
};

export const legal_privacy_collect_p1 = /** @type {(inputs: Legal_Privacy_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We collect only what Neighbourly needs to work:`)
};

export const legal_privacy_collect_p2 = /** @type {(inputs: Legal_Privacy_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not ask for your email address, phone number, date of birth or precise location, and we do not use advertising or analytics trackers.`)
};

export const legal_privacy_collect_profile = /** @type {(inputs: Legal_Privacy_Collect_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an avatar image and your location (city, province or state, and country). New accounts start with Vancouver, BC, Canada.`)
};

export const legal_privacy_collect_profile_label = /** @type {(inputs: Legal_Privacy_Collect_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile details you choose to add:`)
};

export const legal_privacy_collect_technical = /** @type {(inputs: Legal_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your session cookie, your IP address and basic request details in our server logs. We use them to keep you signed in, to stop abuse (for example repeated sign-in attempts) and to fix problems.`)
};

export const legal_privacy_collect_technical_label = /** @type {(inputs: Legal_Privacy_Collect_Technical_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Technical data:`)
};

export const legal_privacy_contact_heading = /** @type {(inputs: Legal_Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const legal_privacy_contact_p1 = /** @type {(inputs: Legal_Privacy_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions or requests about your privacy? Reach us through the ${i?.helpLink}.`)
};

export const legal_privacy_fediverse_heading = /** @type {(inputs: Legal_Privacy_Fediverse_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fediverse`)
};

export const legal_privacy_fediverse_p1 = /** @type {(inputs: Legal_Privacy_Fediverse_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public groups can be followed from the fediverse, the network of independent servers such as Mastodon, Mobilizon and Gancio. When someone there follows a public group, their server receives the group's name, description, cover and handle, and the public events of the group as they are created, changed or cancelled: name, description, time, place, cover, tags and how many places are left. Those servers are run by others, under their own policies, and may keep copies. Private groups and their events, members, attendees, messages and your profile are never sent.`)
};

export const legal_privacy_fediverse_p2 = /** @type {(inputs: Legal_Privacy_Fediverse_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replies from the fediverse to a public event appear as comments with their author's handle and a link to their profile; group owners and event hosts can delete them, and moderators can block a whole server. The owner of a public group sees which fediverse accounts follow it and can remove any of them.`)
};

export const legal_privacy_intro = /** @type {(inputs: Legal_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly helps neighbours in ${i?.city} meet through local groups and events. This policy explains what personal information we collect, why, who can see it and the choices you have. Neighbourly is operated in Canada, is for adults ${i?.age} and over, and is governed by the laws of British Columbia and Canada.`)
};

export const legal_privacy_retention_heading = /** @type {(inputs: Legal_Privacy_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How long we keep it`)
};

export const legal_privacy_retention_p1 = /** @type {(inputs: Legal_Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep your information while your account is open. When you delete your account, your profile, memberships, event registrations, comments and messages are deleted; a group you own passes to another member or is deleted, and events you host pass to the group owner. Server logs are kept for a short period for security and then deleted. Backups are overwritten on a rolling schedule.`)
};

export const legal_privacy_rights_heading = /** @type {(inputs: Legal_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

export const legal_privacy_rights_p1 = /** @type {(inputs: Legal_Privacy_Rights_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Under Canadian privacy law, including PIPEDA and British Columbia's Personal Information Protection Act, you may ask to see the personal information we hold about you, ask us to correct it, and withdraw your consent by closing your account. You can edit your profile and delete your account yourself in Settings; for anything else, contact us through the ${i?.helpLink}. You may also complain to the Office of the Privacy Commissioner of Canada or the Office of the Information and Privacy Commissioner for British Columbia.`)
};

export const legal_privacy_security_heading = /** @type {(inputs: Legal_Privacy_Security_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

export const legal_privacy_security_p1 = /** @type {(inputs: Legal_Privacy_Security_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We protect your information with encrypted connections, hashed passwords, HttpOnly session cookies, protection against cross-site request forgery and rate limits on sign-in. No system is perfectly secure, so please use a strong password that you do not use anywhere else.`)
};

export const legal_privacy_sharing_heading = /** @type {(inputs: Legal_Privacy_Sharing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing`)
};

export const legal_privacy_sharing_item1 = /** @type {(inputs: Legal_Privacy_Sharing_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with service providers that host and run Neighbourly for us, under contracts that require them to protect it and use it only on our instructions;`)
};

export const legal_privacy_sharing_item2 = /** @type {(inputs: Legal_Privacy_Sharing_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`when the law requires it, or to protect someone's safety;`)
};

export const legal_privacy_sharing_item3 = /** @type {(inputs: Legal_Privacy_Sharing_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`if Neighbourly is reorganised or sold, with the new owner, who must honour this policy.`)
};

export const legal_privacy_sharing_p1 = /** @type {(inputs: Legal_Privacy_Sharing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We do not sell or rent your personal information, and we do not share it with advertisers. We share it only:`)
};

export const legal_privacy_third_parties_heading = /** @type {(inputs: Legal_Privacy_Third_Parties_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in providers and captcha`)
};

export const legal_privacy_third_parties_p1 = /** @type {(inputs: Legal_Privacy_Third_Parties_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you sign in through an external identity provider, that provider tells us a stable identifier for you and, where available, your name. Its own privacy policy covers what it does with your data.`)
};

export const legal_privacy_third_parties_p2 = /** @type {(inputs: Legal_Privacy_Third_Parties_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-up is protected by a captcha. Our default captcha is a proof-of-work check that runs in your browser and on our own server; it sets no cookies and sends nothing to third parties. Where a deployment uses Google reCAPTCHA instead, Google processes the data it needs to tell people from bots, under Google's privacy policy.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we use it`)
};

export const legal_privacy_use_item1 = /** @type {(inputs: Legal_Privacy_Use_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to create and secure your account and keep you signed in;`)
};

export const legal_privacy_use_item2 = /** @type {(inputs: Legal_Privacy_Use_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to show you groups and events near you and let you take part in them;`)
};

export const legal_privacy_use_item3 = /** @type {(inputs: Legal_Privacy_Use_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to let group owners and event hosts manage their members and attendees;`)
};

export const legal_privacy_use_item4 = /** @type {(inputs: Legal_Privacy_Use_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to protect the community from spam, fraud and abuse;`)
};

export const legal_privacy_use_item5 = /** @type {(inputs: Legal_Privacy_Use_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to answer you when you contact us for help;`)
};

export const legal_privacy_use_item6 = /** @type {(inputs: Legal_Privacy_Use_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to meet our legal obligations.`)
};

export const legal_privacy_visible_heading = /** @type {(inputs: Legal_Privacy_Visible_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What other people can see`)
};

export const legal_privacy_visible_p1 = /** @type {(inputs: Legal_Privacy_Visible_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your display name, avatar, login (it appears in your profile link), location and the date you joined are visible on your profile. Group members can see who else belongs to their group, and signed-in users can see the attendees and comments of events they can view. Details of private groups and their events are shown only to their members.`)
};

export const legal_privacy_visible_p2 = /** @type {(inputs: Legal_Privacy_Visible_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Think before you post: anything you share in a public group can be seen by visitors.`)
};

export const legal_terms_account_heading = /** @type {(inputs: Legal_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account`)
};

export const legal_terms_account_p1 = /** @type {(inputs: Legal_Terms_Account_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can sign up with a login and password, or through an external identity provider where one is offered. Keep your password to yourself and choose one you do not use elsewhere. You are responsible for what happens under your account; tell us at once through the ${i?.helpLink} if you think someone else has used it.`)
};

export const legal_terms_account_p2 = /** @type {(inputs: Legal_Terms_Account_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your login is shown in links to your profile and cannot be changed. Your display name, avatar and location should be honest and must not impersonate anyone.`)
};

export const legal_terms_agreement_heading = /** @type {(inputs: Legal_Terms_Agreement_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About these terms`)
};

export const legal_terms_agreement_p1 = /** @type {(inputs: Legal_Terms_Agreement_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These Terms of Service are an agreement between you and Neighbourly, the community groups and events service for ${i?.city}. They apply whenever you visit the site, create an account, join or run a group, host or attend an event, or post anything on Neighbourly.`)
};

export const legal_terms_agreement_p2 = /** @type {(inputs: Legal_Terms_Agreement_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By creating an account or using Neighbourly you accept these terms, our ${i?.privacyLink} and our ${i?.cookiesLink}. If you do not agree, please do not use the service.`)
};

export const legal_terms_changes_heading = /** @type {(inputs: Legal_Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to these terms`)
};

export const legal_terms_changes_p1 = /** @type {(inputs: Legal_Terms_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We may update these terms as Neighbourly grows. When we make a change we will give notice on the site and, for significant changes, by a message to your account. Changes take effect ${i?.days} days after we give notice. If you keep using Neighbourly after that, you accept the updated terms; if you do not agree, you can close your account before they take effect.`)
};

export const legal_terms_contact_heading = /** @type {(inputs: Legal_Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const legal_terms_contact_p1 = /** @type {(inputs: Legal_Terms_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Questions about these terms? Reach us through the ${i?.helpLink}.`)
};

export const legal_terms_content_heading = /** @type {(inputs: Legal_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you post`)
};

export const legal_terms_content_p1 = /** @type {(inputs: Legal_Terms_Content_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You keep ownership of the text and images you post, such as group descriptions, event details, comments, messages, cover images and avatars. You give Neighbourly a non-exclusive, royalty-free licence to store, display and share that content within the service so that it can work as intended, for example to show your event to the members of your group. The licence ends when you delete the content or your account, except for copies other users have already received in messages.`)
};

export const legal_terms_content_p2 = /** @type {(inputs: Legal_Terms_Content_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only post content you have the right to share. We may remove content that breaks these terms or the law.`)
};

export const legal_terms_disclaimer_heading = /** @type {(inputs: Legal_Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disclaimer`)
};

export const legal_terms_disclaimer_p1 = /** @type {(inputs: Legal_Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly is provided "as is" and "as available". To the extent the law allows, we make no promises that the service will be uninterrupted or error-free, or that groups, events and content posted by users are accurate, safe or suitable for you. Nothing in these terms limits any right you have under consumer protection law that cannot be excluded.`)
};

export const legal_terms_eligibility_heading = /** @type {(inputs: Legal_Terms_Eligibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who may use Neighbourly`)
};

export const legal_terms_eligibility_p1 = /** @type {(inputs: Legal_Terms_Eligibility_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly is for adults only. You must be ${i?.age} years of age or older to create an account, join a group or attend an event organised through the service. By signing up you confirm that you are at least ${i?.age}.`)
};

export const legal_terms_eligibility_p2 = /** @type {(inputs: Legal_Terms_Eligibility_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each account belongs to one person. You may not create an account for someone else, share your account, or open a new account after we have closed one of yours for breaking these terms.`)
};

export const legal_terms_ending_heading = /** @type {(inputs: Legal_Terms_Ending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing your account`)
};

export const legal_terms_ending_p1 = /** @type {(inputs: Legal_Terms_Ending_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can delete your account at any time in Settings. When you do, your memberships, event registrations, comments and messages are removed. A group you own passes to one of its hosts or, failing that, to one of its members; a group with nobody left is deleted.`)
};

export const legal_terms_ending_p2 = /** @type {(inputs: Legal_Terms_Ending_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may suspend or close an account that breaks these terms, puts other people at risk or exposes Neighbourly to legal liability. Where it is safe and lawful, we will tell you why.`)
};

export const legal_terms_groups_heading = /** @type {(inputs: Legal_Terms_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groups and events`)
};

export const legal_terms_groups_item1 = /** @type {(inputs: Legal_Terms_Groups_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`describe their events accurately, including the place, time and any limits;`)
};

export const legal_terms_groups_item2 = /** @type {(inputs: Legal_Terms_Groups_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`handle membership requests and attendance fairly;`)
};

export const legal_terms_groups_item3 = /** @type {(inputs: Legal_Terms_Groups_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`follow the law, including any permit or venue rules that apply to their event.`)
};

export const legal_terms_groups_p1 = /** @type {(inputs: Legal_Terms_Groups_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every user may create ${i?.freeGroups} free of charge for non-business use, such as a book club, a running crew or a neighbourhood clean-up. Groups run for profit, to sell goods or services, or to promote a business are not covered by the free allowance. If you would like more groups, or want to run a group for an organisation, contact us through the ${i?.helpLink}.`)
};

export const legal_terms_groups_p2 = /** @type {(inputs: Legal_Terms_Groups_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group owners and event hosts are responsible for the groups and events they run. They:`)
};

export const legal_terms_groups_p3 = /** @type {(inputs: Legal_Terms_Groups_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events happen in the real world, not on Neighbourly. We do not organise, supervise or vet events, hosts or attendees. Use common sense: meet in public places, tell a friend where you are going, and leave if you feel unsafe.`)
};

export const legal_terms_intro = /** @type {(inputs: Legal_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome to Neighbourly. Please read these terms carefully: they explain what you can expect from us and what we expect from you. In short, Neighbourly is for adults ${i?.age} and over, every user can run ${i?.freeGroups} for free for non-business use, and the laws of Canada apply.`)
};

export const legal_terms_law_heading = /** @type {(inputs: Legal_Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Governing law`)
};

export const legal_terms_law_p1 = /** @type {(inputs: Legal_Terms_Law_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These terms are governed by the laws of ${i?.law}, and disputes are subject to the exclusive jurisdiction of the courts of British Columbia, Canada, unless the law of your place of residence gives you the right to bring a claim elsewhere.`)
};

export const legal_terms_liability_heading = /** @type {(inputs: Legal_Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitation of liability`)
};

export const legal_terms_liability_p1 = /** @type {(inputs: Legal_Terms_Liability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To the fullest extent permitted by law, Neighbourly is not liable for indirect, incidental, special or consequential losses, or for loss of data, profits or goodwill, arising from your use of the service or from any group or event you take part in.`)
};

export const legal_terms_liability_p2 = /** @type {(inputs: Legal_Terms_Liability_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our total liability to you for any claim about the service is limited to the amounts you paid us for Neighbourly in the six months before the event that gave rise to the claim. If you use Neighbourly for free, that amount is zero.`)
};

export const legal_terms_rules_heading = /** @type {(inputs: Legal_Terms_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community rules`)
};

export const legal_terms_rules_item1 = /** @type {(inputs: Legal_Terms_Rules_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`harass, threaten, bully or discriminate against anyone;`)
};

export const legal_terms_rules_item2 = /** @type {(inputs: Legal_Terms_Rules_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`post hateful, sexually explicit, violent or illegal content;`)
};

export const legal_terms_rules_item3 = /** @type {(inputs: Legal_Terms_Rules_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`send spam, chain messages or unsolicited advertising;`)
};

export const legal_terms_rules_item4 = /** @type {(inputs: Legal_Terms_Rules_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`collect other users' personal information without their consent;`)
};

export const legal_terms_rules_item5 = /** @type {(inputs: Legal_Terms_Rules_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`interfere with the service, get around its limits or security, or access it with automated tools other than ordinary search-engine indexing of public pages;`)
};

export const legal_terms_rules_item6 = /** @type {(inputs: Legal_Terms_Rules_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use Neighbourly for any unlawful purpose.`)
};

export const legal_terms_rules_p1 = /** @type {(inputs: Legal_Terms_Rules_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly works when neighbours treat each other well. You agree not to:`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

export const mail_activity_joined = /** @type {(inputs: Mail_Activity_JoinedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} joined`)
};

export const mail_activity_joined_first = /** @type {(inputs: Mail_Activity_Joined_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} person joined ${i?.event}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} people joined ${i?.event}`);
	return /** @type {LocalizedString} */ ("mail_activity_joined_first");
};

export const mail_activity_left = /** @type {(inputs: Mail_Activity_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} left`)
};

export const mail_activity_left_first = /** @type {(inputs: Mail_Activity_Left_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} person left ${i?.event}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} people left ${i?.event}`);
	return /** @type {LocalizedString} */ ("mail_activity_left_first");
};

export const mail_activity_sentence = /** @type {(inputs: Mail_Activity_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phrases}.`)
};

export const mail_activity_separator = /** @type {(inputs: Mail_Activity_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

export const mail_activity_waitlisted = /** @type {(inputs: Mail_Activity_WaitlistedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} joined the waitlist`)
};

export const mail_activity_waitlisted_first = /** @type {(inputs: Mail_Activity_Waitlisted_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} person joined the waitlist of ${i?.event}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} people joined the waitlist of ${i?.event}`);
	return /** @type {LocalizedString} */ ("mail_activity_waitlisted_first");
};

export const mail_asks_to_join = /** @type {(inputs: Mail_Asks_To_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} asks to join ${i?.group}.`)
};

export const mail_cancelled = /** @type {(inputs: Mail_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) was cancelled.`)
};

export const mail_changed_place = /** @type {(inputs: Mail_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} changed: now at ${i?.place} (was ${i?.placeBefore}).`)
};

export const mail_changed_time = /** @type {(inputs: Mail_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} changed: now ${i?.when} (was ${i?.whenBefore}).`)
};

export const mail_changed_time_and_place = /** @type {(inputs: Mail_Changed_Time_And_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} changed: now ${i?.when} (was ${i?.whenBefore}), at ${i?.place} (was ${i?.placeBefore}).`)
};

export const mail_commented = /** @type {(inputs: Mail_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} commented on ${i?.event}: “${i?.quote}”`)
};

export const mail_digest_event_activity_subject = /** @type {(inputs: Mail_Digest_Event_Activity_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: today at the events you host`)
};

export const mail_digest_event_activity_title = /** @type {(inputs: Mail_Digest_Event_Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today at the events you host`)
};

export const mail_digest_heading = /** @type {(inputs: Mail_Digest_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}:`)
};

export const mail_event_with_time = /** @type {(inputs: Mail_Event_With_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when})`)
};

export const mail_full_all = /** @type {(inputs: Mail_Full_AllInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) is full: all ${i?.count} places are taken.`)
};

export const mail_full_one = /** @type {(inputs: Mail_Full_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when}) is full: its one place is taken.`)
};

export const mail_group_given = /** @type {(inputs: Mail_Group_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gave you ${i?.group}: you own it now.`)
};

export const mail_new_event = /** @type {(inputs: Mail_New_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New event in ${i?.group}: ${i?.event}, ${i?.when}.`)
};

export const mail_new_host = /** @type {(inputs: Mail_New_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You now host ${i?.event} (${i?.when}).`)
};

export const mail_notification_settings = /** @type {(inputs: Mail_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification settings`)
};

export const mail_now_event_host = /** @type {(inputs: Mail_Now_Event_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now an event host of ${i?.group}.`)
};

export const mail_open_in_app = /** @type {(inputs: Mail_Open_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Neighbourly`)
};

export const mail_places_opened_many = /** @type {(inputs: Mail_Places_Opened_ManyInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("en", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} places opened at ${i?.event} (${i?.when}) and went to the first ${i?.count} on the waitlist.`)
};

export const mail_places_opened_one = /** @type {(inputs: Mail_Places_Opened_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A place opened at ${i?.event} (${i?.when}) and went to the first on the waitlist.`)
};

export const mail_promoted = /** @type {(inputs: Mail_PromotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A place opened up at ${i?.event} (${i?.when}): you are going.`)
};

export const mail_reason_kind = /** @type {(inputs: Mail_Reason_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this email because “${i?.kind}” is on in your notification settings.`)
};

export const mail_reminder = /** @type {(inputs: Mail_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reminder: ${i?.event} is ${i?.when} at ${i?.place}.`)
};

export const mail_reminder_waitlisted = /** @type {(inputs: Mail_Reminder_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're on the waitlist (${i?.position}).`)
};

export const mail_report_closed_action = /** @type {(inputs: Mail_Report_Closed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We reviewed your report and took action.`)
};

export const mail_report_closed_no_action = /** @type {(inputs: Mail_Report_Closed_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We reviewed your report and did not find a breach.`)
};

export const mail_request_approved = /** @type {(inputs: Mail_Request_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are now a member of ${i?.group}.`)
};

export const mail_request_declined = /** @type {(inputs: Mail_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your request to join ${i?.group} was declined.`)
};

export const mail_subject = /** @type {(inputs: Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly: ${i?.text}`)
};

export const mail_text_link = /** @type {(inputs: Mail_Text_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.url}`)
};

export const mail_unread_messages = /** @type {(inputs: Mail_Unread_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} sent you a message you have not read yet.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.name} sent you ${i?.count} messages you have not read yet.`);
	return /** @type {LocalizedString} */ ("mail_unread_messages");
};

export const mail_unsubscribe = /** @type {(inputs: Mail_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm this address`)
};

export const mail_verify_open_link = /** @type {(inputs: Mail_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To confirm it, open the link below. It works for 24 hours.`)
};

export const mail_verify_reason = /** @type {(inputs: Mail_Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly sends nothing more to this address unless it is confirmed.`)
};

export const mail_verify_someone_asked = /** @type {(inputs: Mail_Verify_Someone_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asked to use this address for a Neighbourly account; if it was not you, ignore this.`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: confirm your email address`)
};

export const messaging_back_to_conversations = /** @type {(inputs: Messaging_Back_To_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to conversations`)
};

export const messaging_block = /** @type {(inputs: Messaging_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

export const messaging_block_explains = /** @type {(inputs: Messaging_Block_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neither of you will be able to write to the other. They are not told. You can unblock them in Settings.`)
};

export const messaging_block_failed = /** @type {(inputs: Messaging_Block_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} could not be blocked. Please try again.`)
};

export const messaging_block_title = /** @type {(inputs: Messaging_Block_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Block ${i?.name}?`)
};

export const messaging_blocked = /** @type {(inputs: Messaging_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You blocked ${i?.name}.`)
};

export const messaging_blocked_notice = /** @type {(inputs: Messaging_Blocked_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have blocked ${i?.name}: neither of you can write to the other. ${i?.link}.`)
};

export const messaging_blocked_notice_link = /** @type {(inputs: Messaging_Blocked_Notice_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unblock them in Settings`)
};

export const messaging_blocked_people = /** @type {(inputs: Messaging_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked people`)
};

export const messaging_blocked_people_description = /** @type {(inputs: Messaging_Blocked_People_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neither you nor they can write to each other. Unblock someone to write again.`)
};

export const messaging_blocked_people_load_failed = /** @type {(inputs: Messaging_Blocked_People_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The blocked people could not be loaded.`)
};

export const messaging_conversation_options = /** @type {(inputs: Messaging_Conversation_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversation options`)
};

export const messaging_conversations = /** @type {(inputs: Messaging_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conversations`)
};

export const messaging_conversations_load_failed = /** @type {(inputs: Messaging_Conversations_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The conversations could not be loaded.`)
};

export const messaging_document_title_with = /** @type {(inputs: Messaging_Document_Title_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · Messages`)
};

export const messaging_loading_blocked_people = /** @type {(inputs: Messaging_Loading_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading blocked people`)
};

export const messaging_loading_conversations = /** @type {(inputs: Messaging_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading conversations`)
};

export const messaging_loading_messages = /** @type {(inputs: Messaging_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading messages`)
};

export const messaging_message_label = /** @type {(inputs: Messaging_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const messaging_message_options = /** @type {(inputs: Messaging_Message_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message options`)
};

export const messaging_messages_load_failed = /** @type {(inputs: Messaging_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The messages could not be loaded.`)
};

export const messaging_messages_with = /** @type {(inputs: Messaging_Messages_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages with ${i?.name}`)
};

export const messaging_no_blocked_people = /** @type {(inputs: Messaging_No_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not blocked anyone.`)
};

export const messaging_no_conversations = /** @type {(inputs: Messaging_No_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have any active conversations yet.`)
};

export const messaging_no_messages = /** @type {(inputs: Messaging_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You don't have any messages yet.`)
};

export const messaging_opening_conversation = /** @type {(inputs: Messaging_Opening_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the conversation`)
};

export const messaging_report_person = /** @type {(inputs: Messaging_Report_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report ${i?.name}`)
};

export const messaging_send = /** @type {(inputs: Messaging_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send`)
};

export const messaging_send_failed = /** @type {(inputs: Messaging_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your message could not be sent. Please try again.`)
};

export const messaging_sender = /** @type {(inputs: Messaging_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}:`)
};

export const messaging_show_older = /** @type {(inputs: Messaging_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show older messages`)
};

export const messaging_start_failed = /** @type {(inputs: Messaging_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The conversation could not be started. Please try again.`)
};

export const messaging_title = /** @type {(inputs: Messaging_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

export const messaging_unblock = /** @type {(inputs: Messaging_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unblock`)
};

export const messaging_unblock_failed = /** @type {(inputs: Messaging_Unblock_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} could not be unblocked. Please try again.`)
};

export const messaging_unblock_person = /** @type {(inputs: Messaging_Unblock_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unblock ${i?.name}`)
};

export const messaging_unblocked = /** @type {(inputs: Messaging_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You unblocked ${i?.name}.`)
};

export const messaging_unread = /** @type {(inputs: Messaging_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unread`)
};

export const messaging_write_message = /** @type {(inputs: Messaging_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a message`)
};

export const messaging_you = /** @type {(inputs: Messaging_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You`)
};

export const moderation_action_failed = /** @type {(inputs: Moderation_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The action could not be taken. Please try again.`)
};

export const moderation_as_reported = /** @type {(inputs: Moderation_As_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`As reported`)
};

export const moderation_cancel = /** @type {(inputs: Moderation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const moderation_changed_since = /** @type {(inputs: Moderation_Changed_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed since. Now:`)
};

export const moderation_close = /** @type {(inputs: Moderation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const moderation_closed_by = /** @type {(inputs: Moderation_Closed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} by ${i?.actor}, ${i?.date}`)
};

export const moderation_closed_reports = /** @type {(inputs: Moderation_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed reports`)
};

export const moderation_command_line = /** @type {(inputs: Moderation_Command_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Command line`)
};

export const moderation_deleted_since = /** @type {(inputs: Moderation_Deleted_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted since.`)
};

export const moderation_dismiss = /** @type {(inputs: Moderation_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const moderation_dismiss_done = /** @type {(inputs: Moderation_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports dismissed.`)
};

export const moderation_dismiss_explains = /** @type {(inputs: Moderation_Dismiss_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reports are closed with no action. Each reporter is told we did not find a breach.`)
};

export const moderation_dismiss_held_explains = /** @type {(inputs: Moderation_Dismiss_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reports are closed with no action, and it stays held: no one else will see it. To publish it, choose Restore instead.`)
};

export const moderation_dismiss_title = /** @type {(inputs: Moderation_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss these reports?`)
};

export const moderation_fediverse_account_hint = /** @type {(inputs: Moderation_Fediverse_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its profile’s address, for example https://spam.example/users/someone`)
};

export const moderation_fediverse_account_label = /** @type {(inputs: Moderation_Fediverse_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account’s address`)
};

export const moderation_fediverse_add = /** @type {(inputs: Moderation_Fediverse_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block a server or an account`)
};

export const moderation_fediverse_already = /** @type {(inputs: Moderation_Fediverse_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is blocked already.`)
};

export const moderation_fediverse_bad_account = /** @type {(inputs: Moderation_Fediverse_Bad_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the account’s address, starting with https://.`)
};

export const moderation_fediverse_bad_server = /** @type {(inputs: Moderation_Fediverse_Bad_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the server’s host name only, such as mastodon.example.`)
};

export const moderation_fediverse_block = /** @type {(inputs: Moderation_Fediverse_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block`)
};

export const moderation_fediverse_block_done = /** @type {(inputs: Moderation_Fediverse_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked. Its follows of groups are removed.`)
};

export const moderation_fediverse_block_failed = /** @type {(inputs: Moderation_Fediverse_Block_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It could not be blocked. Try again.`)
};

export const moderation_fediverse_blocked_by = /** @type {(inputs: Moderation_Fediverse_Blocked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Blocked by ${i?.actor}, ${i?.date}`)
};

export const moderation_fediverse_empty = /** @type {(inputs: Moderation_Fediverse_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No server or account is blocked.`)
};

export const moderation_fediverse_explains = /** @type {(inputs: Moderation_Fediverse_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing from a blocked server or account reaches Neighbourly, and its follows of groups are removed.`)
};

export const moderation_fediverse_kind = /** @type {(inputs: Moderation_Fediverse_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What to block`)
};

export const moderation_fediverse_kind_account = /** @type {(inputs: Moderation_Fediverse_Kind_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const moderation_fediverse_kind_server = /** @type {(inputs: Moderation_Fediverse_Kind_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server`)
};

export const moderation_fediverse_lift = /** @type {(inputs: Moderation_Fediverse_LiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lift`)
};

export const moderation_fediverse_lift_explains = /** @type {(inputs: Moderation_Fediverse_Lift_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It can reach Neighbourly again. The follows the block removed do not come back: its people can follow the groups again.`)
};

export const moderation_fediverse_lift_failed = /** @type {(inputs: Moderation_Fediverse_Lift_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The block could not be lifted. Try again.`)
};

export const moderation_fediverse_lift_title = /** @type {(inputs: Moderation_Fediverse_Lift_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lift this block?`)
};

export const moderation_fediverse_lifted = /** @type {(inputs: Moderation_Fediverse_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block lifted.`)
};

export const moderation_fediverse_load_failed = /** @type {(inputs: Moderation_Fediverse_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The blocks could not be loaded.`)
};

export const moderation_fediverse_loading = /** @type {(inputs: Moderation_Fediverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the blocks…`)
};

export const moderation_fediverse_reason_hint = /** @type {(inputs: Moderation_Fediverse_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seen by moderators only.`)
};

export const moderation_fediverse_reason_label = /** @type {(inputs: Moderation_Fediverse_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (optional)`)
};

export const moderation_fediverse_server_hint = /** @type {(inputs: Moderation_Fediverse_Server_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example spam.example`)
};

export const moderation_fediverse_server_label = /** @type {(inputs: Moderation_Fediverse_Server_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Server’s host name`)
};

export const moderation_fediverse_title = /** @type {(inputs: Moderation_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked servers and accounts`)
};

export const moderation_first_reported = /** @type {(inputs: Moderation_First_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`First reported ${i?.date}`)
};

export const moderation_forbidden = /** @type {(inputs: Moderation_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only site moderators can see this page`)
};

export const moderation_go_home = /** @type {(inputs: Moderation_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go home`)
};

export const moderation_held_mine = /** @type {(inputs: Moderation_Held_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only you can see this until a moderator reviews it.`)
};

export const moderation_held_theirs = /** @type {(inputs: Moderation_Held_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only its author and the moderators can see this until a moderator reviews it.`)
};

export const moderation_hidden_mine = /** @type {(inputs: Moderation_Hidden_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only you and the moderators can see it.`)
};

export const moderation_hidden_theirs = /** @type {(inputs: Moderation_Hidden_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only its author and the moderators can see it.`)
};

export const moderation_hide = /** @type {(inputs: Moderation_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide`)
};

export const moderation_hide_comment_title = /** @type {(inputs: Moderation_Hide_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide this comment?`)
};

export const moderation_hide_done = /** @type {(inputs: Moderation_Hide_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden. The reports are closed.`)
};

export const moderation_hide_event_title = /** @type {(inputs: Moderation_Hide_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide this event?`)
};

export const moderation_hide_explains = /** @type {(inputs: Moderation_Hide_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only its author and the moderators will see it, marked “Hidden by the moderators” with your reason. Nothing is deleted: it can be restored. The reporters are told we took action.`)
};

export const moderation_hide_group_title = /** @type {(inputs: Moderation_Hide_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide this group?`)
};

export const moderation_hide_message_title = /** @type {(inputs: Moderation_Hide_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide this message?`)
};

export const moderation_history = /** @type {(inputs: Moderation_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Earlier actions against the author`)
};

export const moderation_history_entry = /** @type {(inputs: Moderation_History_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject}), ${i?.date}, by ${i?.actor}`)
};

export const moderation_history_entry_reason = /** @type {(inputs: Moderation_History_Entry_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject}), ${i?.date}, by ${i?.actor}: ${i?.reason}`)
};

export const moderation_load_more = /** @type {(inputs: Moderation_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

export const moderation_loading_log = /** @type {(inputs: Moderation_Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the log`)
};

export const moderation_loading_reports = /** @type {(inputs: Moderation_Loading_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the reports`)
};

export const moderation_log = /** @type {(inputs: Moderation_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation log`)
};

export const moderation_log_action = /** @type {(inputs: Moderation_Log_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

export const moderation_log_block = /** @type {(inputs: Moderation_Log_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked`)
};

export const moderation_log_card_person = /** @type {(inputs: Moderation_Log_Card_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Person concerned: ${i?.login}`)
};

export const moderation_log_card_title = /** @type {(inputs: Moderation_Log_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.subject}`)
};

export const moderation_log_card_when = /** @type {(inputs: Moderation_Log_Card_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · by ${i?.actor}`)
};

export const moderation_log_change = /** @type {(inputs: Moderation_Log_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}: ${i?.from} → ${i?.to}`)
};

export const moderation_log_dismiss = /** @type {(inputs: Moderation_Log_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismissed`)
};

export const moderation_log_empty = /** @type {(inputs: Moderation_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has been logged yet.`)
};

export const moderation_log_hide = /** @type {(inputs: Moderation_Log_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden`)
};

export const moderation_log_load_failed = /** @type {(inputs: Moderation_Log_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The log could not be loaded.`)
};

export const moderation_log_none = /** @type {(inputs: Moderation_Log_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const moderation_log_person_concerned = /** @type {(inputs: Moderation_Log_Person_ConcernedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person concerned`)
};

export const moderation_log_reason = /** @type {(inputs: Moderation_Log_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const moderation_log_restore = /** @type {(inputs: Moderation_Log_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored`)
};

export const moderation_log_set_allowance = /** @type {(inputs: Moderation_Log_Set_AllowanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group allowance set`)
};

export const moderation_log_set_role = /** @type {(inputs: Moderation_Log_Set_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Site role set`)
};

export const moderation_log_subject = /** @type {(inputs: Moderation_Log_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

export const moderation_log_subject_id = /** @type {(inputs: Moderation_Log_Subject_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} ${i?.id}`)
};

export const moderation_log_suspend = /** @type {(inputs: Moderation_Log_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended`)
};

export const moderation_log_unblock = /** @type {(inputs: Moderation_Log_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Block lifted`)
};

export const moderation_log_unsuspend = /** @type {(inputs: Moderation_Log_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsuspended`)
};

export const moderation_log_until = /** @type {(inputs: Moderation_Log_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} until ${i?.date}`)
};

export const moderation_log_when = /** @type {(inputs: Moderation_Log_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const moderation_log_who = /** @type {(inputs: Moderation_Log_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

export const moderation_no_closed_reports = /** @type {(inputs: Moderation_No_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No closed reports yet.`)
};

export const moderation_no_history = /** @type {(inputs: Moderation_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No earlier actions against the author.`)
};

export const moderation_no_open_reports = /** @type {(inputs: Moderation_No_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No open reports.`)
};

export const moderation_noun_comment = /** @type {(inputs: Moderation_Noun_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comment`)
};

export const moderation_noun_event = /** @type {(inputs: Moderation_Noun_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`event`)
};

export const moderation_noun_group = /** @type {(inputs: Moderation_Noun_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`group`)
};

export const moderation_noun_message = /** @type {(inputs: Moderation_Noun_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`message`)
};

export const moderation_noun_person = /** @type {(inputs: Moderation_Noun_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`person`)
};

export const moderation_noun_remote_account = /** @type {(inputs: Moderation_Noun_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fediverse account`)
};

export const moderation_noun_remote_server = /** @type {(inputs: Moderation_Noun_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fediverse server`)
};

export const moderation_open_it = /** @type {(inputs: Moderation_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open it`)
};

export const moderation_open_reports = /** @type {(inputs: Moderation_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open reports`)
};

export const moderation_reason_harassment = /** @type {(inputs: Moderation_Reason_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harassment or bullying`)
};

export const moderation_reason_hate = /** @type {(inputs: Moderation_Reason_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hate speech`)
};

export const moderation_reason_impersonation = /** @type {(inputs: Moderation_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pretending to be someone else`)
};

export const moderation_reason_label = /** @type {(inputs: Moderation_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (for the moderation log)`)
};

export const moderation_reason_line = /** @type {(inputs: Moderation_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

export const moderation_reason_other = /** @type {(inputs: Moderation_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something else`)
};

export const moderation_reason_scam = /** @type {(inputs: Moderation_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scam or fraud`)
};

export const moderation_reason_sexual = /** @type {(inputs: Moderation_Reason_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sexual content`)
};

export const moderation_reason_spam = /** @type {(inputs: Moderation_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spam or advertising`)
};

export const moderation_reason_violence = /** @type {(inputs: Moderation_Reason_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violence or threats`)
};

export const moderation_report = /** @type {(inputs: Moderation_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

export const moderation_report_comment = /** @type {(inputs: Moderation_Report_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this comment`)
};

export const moderation_report_details = /** @type {(inputs: Moderation_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anything our moderators should know (optional)`)
};

export const moderation_report_event = /** @type {(inputs: Moderation_Report_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this event`)
};

export const moderation_report_failed = /** @type {(inputs: Moderation_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report could not be sent. Please try again.`)
};

export const moderation_report_group = /** @type {(inputs: Moderation_Report_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this group`)
};

export const moderation_report_message = /** @type {(inputs: Moderation_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this message`)
};

export const moderation_report_person = /** @type {(inputs: Moderation_Report_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report this person`)
};

export const moderation_report_send = /** @type {(inputs: Moderation_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send report`)
};

export const moderation_report_sent = /** @type {(inputs: Moderation_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report sent`)
};

export const moderation_report_thanks = /** @type {(inputs: Moderation_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thanks — our moderators will look at it.`)
};

export const moderation_report_why = /** @type {(inputs: Moderation_Report_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why are you reporting it?`)
};

export const moderation_reported_by = /** @type {(inputs: Moderation_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.login}, ${i?.date}`)
};

export const moderation_reports = /** @type {(inputs: Moderation_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports`)
};

export const moderation_reports_count = /** @type {(inputs: Moderation_Reports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	const countText = registry.number("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} report`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} reports`);
	return /** @type {LocalizedString} */ ("moderation_reports_count");
};

export const moderation_reports_load_failed = /** @type {(inputs: Moderation_Reports_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reports could not be loaded.`)
};

export const moderation_restore = /** @type {(inputs: Moderation_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore`)
};

export const moderation_restore_comment_title = /** @type {(inputs: Moderation_Restore_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this comment?`)
};

export const moderation_restore_done = /** @type {(inputs: Moderation_Restore_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restored. The reports are closed.`)
};

export const moderation_restore_event_title = /** @type {(inputs: Moderation_Restore_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this event?`)
};

export const moderation_restore_explains = /** @type {(inputs: Moderation_Restore_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone who could see it before sees it again. The reports are closed.`)
};

export const moderation_restore_group_title = /** @type {(inputs: Moderation_Restore_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this group?`)
};

export const moderation_restore_held_explains = /** @type {(inputs: Moderation_Restore_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishes it: it was held for review (a new account’s links) and no one else has seen it yet. The reports are closed.`)
};

export const moderation_restore_held_hint = /** @type {(inputs: Moderation_Restore_Held_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publishes it`)
};

export const moderation_restore_message_title = /** @type {(inputs: Moderation_Restore_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore this message?`)
};

export const moderation_row_comment_by = /** @type {(inputs: Moderation_Row_Comment_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment by ${i?.name}`)
};

export const moderation_row_event_by = /** @type {(inputs: Moderation_Row_Event_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event by ${i?.name}`)
};

export const moderation_row_group_by = /** @type {(inputs: Moderation_Row_Group_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Group run by ${i?.name}`)
};

export const moderation_row_message_by = /** @type {(inputs: Moderation_Row_Message_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message by ${i?.name}`)
};

export const moderation_row_person = /** @type {(inputs: Moderation_Row_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Person: ${i?.name}`)
};

export const moderation_sections = /** @type {(inputs: Moderation_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation sections`)
};

export const moderation_someone_else_acted = /** @type {(inputs: Moderation_Someone_Else_ActedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone else already acted on these reports.`)
};

export const moderation_state_deleted = /** @type {(inputs: Moderation_State_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleted`)
};

export const moderation_state_held = /** @type {(inputs: Moderation_State_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Held for review`)
};

export const moderation_state_hidden = /** @type {(inputs: Moderation_State_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hidden`)
};

export const moderation_state_suspended = /** @type {(inputs: Moderation_State_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended`)
};

export const moderation_state_suspended_until = /** @type {(inputs: Moderation_State_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspended until ${i?.date}`)
};

export const moderation_state_visible = /** @type {(inputs: Moderation_State_VisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visible`)
};

export const moderation_subject_comment = /** @type {(inputs: Moderation_Subject_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

export const moderation_subject_event = /** @type {(inputs: Moderation_Subject_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event`)
};

export const moderation_subject_group = /** @type {(inputs: Moderation_Subject_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group`)
};

export const moderation_subject_message = /** @type {(inputs: Moderation_Subject_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const moderation_subject_person = /** @type {(inputs: Moderation_Subject_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Person`)
};

export const moderation_subject_remote_account = /** @type {(inputs: Moderation_Subject_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse account`)
};

export const moderation_subject_remote_server = /** @type {(inputs: Moderation_Subject_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse server`)
};

export const moderation_suspend = /** @type {(inputs: Moderation_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend`)
};

export const moderation_suspend_done = /** @type {(inputs: Moderation_Suspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspended. The reports are closed.`)
};

export const moderation_suspend_explains = /** @type {(inputs: Moderation_Suspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They are signed out everywhere at once and cannot sign in; their groups, events, comments and profile are hidden and their places at events are given up. The reporters are told we took action.`)
};

export const moderation_suspend_title = /** @type {(inputs: Moderation_Suspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspend this person?`)
};

export const moderation_tab_closed = /** @type {(inputs: Moderation_Tab_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

export const moderation_tab_fediverse = /** @type {(inputs: Moderation_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fediverse`)
};

export const moderation_tab_log = /** @type {(inputs: Moderation_Tab_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Log`)
};

export const moderation_tab_open = /** @type {(inputs: Moderation_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const moderation_title = /** @type {(inputs: Moderation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

export const moderation_unchanged_since = /** @type {(inputs: Moderation_Unchanged_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unchanged since.`)
};

export const moderation_unsuspend = /** @type {(inputs: Moderation_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsuspend`)
};

export const moderation_unsuspend_done = /** @type {(inputs: Moderation_Unsuspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension lifted. The reports are closed.`)
};

export const moderation_unsuspend_explains = /** @type {(inputs: Moderation_Unsuspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They can sign in again and what they made is shown again. The reports are closed.`)
};

export const moderation_unsuspend_title = /** @type {(inputs: Moderation_Unsuspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lift this suspension?`)
};

export const moderation_until_chosen = /** @type {(inputs: Moderation_Until_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Until ${i?.date} (your local time)`)
};

export const moderation_until_hint = /** @type {(inputs: Moderation_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empty: until a moderator lifts it. Your local time.`)
};

export const moderation_until_label = /** @type {(inputs: Moderation_Until_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends (optional)`)
};

export const notifications_also_choose_in_settings = /** @type {(inputs: Notifications_Also_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You can also choose which emails you get in ${i?.settings}.`)
};

export const notifications_choice_failed = /** @type {(inputs: Notifications_Choice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your choice could not be saved. Please try again.`)
};

export const notifications_choose_emailed = /** @type {(inputs: Notifications_Choose_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose what is emailed`)
};

export const notifications_choose_in_settings = /** @type {(inputs: Notifications_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose which emails you get in ${i?.settings}.`)
};

export const notifications_data_export_ready = /** @type {(inputs: Notifications_Data_Export_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The copy of your data is ready: download it from Settings › Manage account until ${i?.date}.`)
};

export const notifications_email_address = /** @type {(inputs: Notifications_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address`)
};

export const notifications_email_description = /** @type {(inputs: Notifications_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where we email your notifications, once you have verified it. Only you can see it.`)
};

export const notifications_email_hint = /** @type {(inputs: Notifications_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We send a link to it: your address is used once you follow that link.`)
};

export const notifications_email_me = /** @type {(inputs: Notifications_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me`)
};

export const notifications_email_verified = /** @type {(inputs: Notifications_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is verified.`)
};

export const notifications_intro = /** @type {(inputs: Notifications_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened in your groups and events.`)
};

export const notifications_kind_data_export_ready = /** @type {(inputs: Notifications_Kind_Data_Export_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The copy of your data you asked for is ready to download`)
};

export const notifications_kind_event_activity = /** @type {(inputs: Notifications_Kind_Event_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity at events you host: people attending, waiting or leaving`)
};

export const notifications_kind_event_activity_hint = /** @type {(inputs: Notifications_Kind_Event_Activity_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In the app at once, then at most one notice an hour per event. By email, one summary a day at most; unless you choose, none for groups of more than ${i?.max} members.`)
};

export const notifications_kind_event_cancelled = /** @type {(inputs: Notifications_Kind_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An event you attend was cancelled`)
};

export const notifications_kind_event_capacity = /** @type {(inputs: Notifications_Kind_Event_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An event you host is full, or a place opened for its waitlist`)
};

export const notifications_kind_event_changed = /** @type {(inputs: Notifications_Kind_Event_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An event you attend changed time or place`)
};

export const notifications_kind_event_reminder = /** @type {(inputs: Notifications_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reminder 24 hours before an event you attend or wait for`)
};

export const notifications_kind_new_comment = /** @type {(inputs: Notifications_Kind_New_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new comment on an event you host or commented on`)
};

export const notifications_kind_new_event = /** @type {(inputs: Notifications_Kind_New_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new event in one of your groups`)
};

export const notifications_kind_new_request = /** @type {(inputs: Notifications_Kind_New_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Someone asks to join a group you run`)
};

export const notifications_kind_new_role = /** @type {(inputs: Notifications_Kind_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You were made an event host, or given a group or an event`)
};

export const notifications_kind_off = /** @type {(inputs: Notifications_Kind_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No more emails about “${i?.label}”.`)
};

export const notifications_kind_on = /** @type {(inputs: Notifications_Kind_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will get emails about “${i?.label}”.`)
};

export const notifications_kind_report_closed = /** @type {(inputs: Notifications_Kind_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our moderators reviewed something you reported`)
};

export const notifications_kind_request_approved = /** @type {(inputs: Notifications_Kind_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership request was approved`)
};

export const notifications_kind_request_rejected = /** @type {(inputs: Notifications_Kind_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your membership request was declined`)
};

export const notifications_kind_unread_messages = /** @type {(inputs: Notifications_Kind_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages still unread after 15 minutes`)
};

export const notifications_kind_waitlist_promoted = /** @type {(inputs: Notifications_Kind_Waitlist_PromotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You got a place from the waitlist`)
};

export const notifications_kinds_can_email = /** @type {(inputs: Notifications_Kinds_Can_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every notification shows in the app; choose which ones are also emailed to you.`)
};

export const notifications_kinds_cannot_email = /** @type {(inputs: Notifications_Kinds_Cannot_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every notification shows in the app. Add and verify an email address to get them by email too.`)
};

export const notifications_load_failed = /** @type {(inputs: Notifications_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be loaded.`)
};

export const notifications_load_more = /** @type {(inputs: Notifications_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load more`)
};

export const notifications_loading = /** @type {(inputs: Notifications_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your notifications`)
};

export const notifications_loading_settings = /** @type {(inputs: Notifications_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your notification settings`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

export const notifications_mark_all_failed = /** @type {(inputs: Notifications_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications could not be marked as read. Please try again.`)
};

export const notifications_new = /** @type {(inputs: Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

export const notifications_no_email_server = /** @type {(inputs: Notifications_No_Email_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This server sends no email: your notifications stay in the app.`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no notifications yet.`)
};

export const notifications_not_verified_not_sent = /** @type {(inputs: Notifications_Not_Verified_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not verified yet: this server sends no email, so no link was sent to ${i?.email}.`)
};

export const notifications_not_verified_sent = /** @type {(inputs: Notifications_Not_Verified_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not verified yet: we sent a link to ${i?.email}. It works for 24 hours.`)
};

export const notifications_remove = /** @type {(inputs: Notifications_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const notifications_remove_address = /** @type {(inputs: Notifications_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove address`)
};

export const notifications_remove_failed = /** @type {(inputs: Notifications_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address could not be removed. Please try again.`)
};

export const notifications_remove_question = /** @type {(inputs: Notifications_Remove_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove your email address? No notification will be emailed to you any more.`)
};

export const notifications_removed = /** @type {(inputs: Notifications_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is removed.`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address could not be saved. Please try again.`)
};

export const notifications_saved_verify = /** @type {(inputs: Notifications_Saved_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved. Please follow the link we sent to verify your address.`)
};

export const notifications_settings_load_failed = /** @type {(inputs: Notifications_Settings_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification settings could not be loaded.`)
};

export const notifications_settings_path = /** @type {(inputs: Notifications_Settings_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings › Notifications`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notifications_unsubscribe = /** @type {(inputs: Notifications_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const notifications_unsubscribe_explains = /** @type {(inputs: Notifications_Unsubscribe_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will no longer get emails of the kind this link came with. Your notifications still show in the app.`)
};

export const notifications_unsubscribe_question = /** @type {(inputs: Notifications_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop these emails?`)
};

export const notifications_unsubscribed = /** @type {(inputs: Notifications_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

export const notifications_unsubscribed_kind = /** @type {(inputs: Notifications_Unsubscribed_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get emails about “${i?.label}”.`)
};

export const notifications_verified = /** @type {(inputs: Notifications_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verified`)
};

export const pages_event_of_group = /** @type {(inputs: Pages_Event_Of_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An event of ${i?.group}`)
};

export const pages_site_description = /** @type {(inputs: Pages_Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly: find, join and create community groups and events in Vancouver.`)
};

export const people_account_delete_failed = /** @type {(inputs: People_Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete account.`)
};

export const people_account_deletion_requested = /** @type {(inputs: People_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account deletion requested successfully. Logging out...`)
};

export const people_avatar = /** @type {(inputs: People_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatar`)
};

export const people_avatar_delete_failed = /** @type {(inputs: People_Avatar_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to delete avatar.`)
};

export const people_avatar_deleted = /** @type {(inputs: People_Avatar_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your avatar was deleted`)
};

export const people_avatar_description = /** @type {(inputs: People_Avatar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your avatar shows beside your name in groups, events and comments. Without one, the first letter of your name shows.`)
};

export const people_avatar_file = /** @type {(inputs: People_Avatar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avatar image file`)
};

export const people_avatar_of = /** @type {(inputs: People_Avatar_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Avatar of ${i?.name}`)
};

export const people_avatar_rule = /** @type {(inputs: People_Avatar_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}.`)
};

export const people_avatar_upload_failed = /** @type {(inputs: People_Avatar_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update avatar.`)
};

export const people_avatar_uploaded = /** @type {(inputs: People_Avatar_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your avatar was uploaded successfully`)
};

export const people_calendar_description = /** @type {(inputs: People_Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe to this address in your calendar app (Google Calendar, Apple Calendar, Outlook) to see the events you host, go to or wait for; it follows as you sign up or leave. Anyone with the link sees those events, so keep it to yourself, and get a new one if it leaks.`)
};

export const people_calendar_link = /** @type {(inputs: People_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar link`)
};

export const people_calendar_link_failed = /** @type {(inputs: People_Calendar_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar link could not be loaded.`)
};

export const people_calendar_link_renew_failed = /** @type {(inputs: People_Calendar_Link_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to get a new calendar link.`)
};

export const people_calendar_link_renewed = /** @type {(inputs: People_Calendar_Link_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new calendar link is ready. The old one no longer works.`)
};

export const people_calendar_subscription = /** @type {(inputs: People_Calendar_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar subscription`)
};

export const people_change_password = /** @type {(inputs: People_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const people_change_password_description = /** @type {(inputs: People_Change_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You stay signed in here; Neighbourly signs you out everywhere else.`)
};

export const people_confirm_new_password = /** @type {(inputs: People_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

export const people_copy_link = /** @type {(inputs: People_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const people_current_password = /** @type {(inputs: People_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const people_delete = /** @type {(inputs: People_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const people_delete_account = /** @type {(inputs: People_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete account`)
};

export const people_delete_account_description = /** @type {(inputs: People_Delete_Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting your account signs you out and cannot be undone.`)
};

export const people_delete_account_events = /** @type {(inputs: People_Delete_Account_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events you host pass to their group's owner.`)
};

export const people_delete_account_groups = /** @type {(inputs: People_Delete_Account_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each group you own passes to another member (an event host first); a group with no one else in it is deleted.`)
};

export const people_delete_account_memberships = /** @type {(inputs: People_Delete_Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your group memberships, membership requests, event registrations and comments are removed.`)
};

export const people_delete_account_message = /** @type {(inputs: People_Delete_Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cannot be undone, and you will be signed out.`)
};

export const people_delete_account_title = /** @type {(inputs: People_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your account?`)
};

export const people_delete_avatar = /** @type {(inputs: People_Delete_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete avatar`)
};

export const people_delete_avatar_confirm = /** @type {(inputs: People_Delete_Avatar_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your avatar? The first letter of your name shows instead until you upload a new one.`)
};

export const people_display_name = /** @type {(inputs: People_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Display Name`)
};

export const people_display_name_hint = /** @type {(inputs: People_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Between 1 and 50 characters.`)
};

export const people_download_data = /** @type {(inputs: People_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

export const people_download_data_ask = /** @type {(inputs: People_Download_Data_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepare my data`)
};

export const people_download_data_ask_again = /** @type {(inputs: People_Download_Data_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prepare a new copy`)
};

export const people_download_data_building = /** @type {(inputs: People_Download_Data_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Preparing your data… ${i?.progress}% done. You can leave this page: we will notify you when it is ready.`)
};

export const people_download_data_checking = /** @type {(inputs: People_Download_Data_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking your data download`)
};

export const people_download_data_description = /** @type {(inputs: People_Download_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A copy of what is yours here, as a ZIP file: your profile, groups, events and RSVPs, comments, messages, notifications and pictures, with a page to read it all in a browser. We prepare it in the background and notify you when it is ready. The download works for 7 days, and only for you.`)
};

export const people_download_data_download = /** @type {(inputs: People_Download_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download ZIP`)
};

export const people_download_data_expired = /** @type {(inputs: People_Download_Data_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your last copy was deleted on ${i?.date}: ask for a new one when you need it.`)
};

export const people_download_data_failed = /** @type {(inputs: People_Download_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing your data failed.`)
};

export const people_download_data_load_failed = /** @type {(inputs: People_Download_Data_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whether your data is ready could not be loaded.`)
};

export const people_download_data_progress = /** @type {(inputs: People_Download_Data_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing your data`)
};

export const people_download_data_ready = /** @type {(inputs: People_Download_Data_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your data is ready (${i?.size}). The download works until ${i?.date}.`)
};

export const people_download_data_request_failed = /** @type {(inputs: People_Download_Data_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data could not be requested.`)
};

export const people_download_data_requested = /** @type {(inputs: People_Download_Data_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are preparing your data. We will notify you when it is ready.`)
};

export const people_download_data_retry = /** @type {(inputs: People_Download_Data_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const people_edit_my_profile = /** @type {(inputs: People_Edit_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit my profile`)
};

export const people_get_new_link = /** @type {(inputs: People_Get_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a new link`)
};

export const people_loading_calendar_link = /** @type {(inputs: People_Loading_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your calendar link`)
};

export const people_loading_profile = /** @type {(inputs: People_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the profile`)
};

export const people_loading_settings = /** @type {(inputs: People_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading settings`)
};

export const people_loading_your_settings = /** @type {(inputs: People_Loading_Your_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your settings`)
};

export const people_login = /** @type {(inputs: People_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Login`)
};

export const people_login_hint = /** @type {(inputs: People_Login_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your login is how you sign in; it can't be changed.`)
};

export const people_member_since = /** @type {(inputs: People_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Member since ${i?.date}`)
};

export const people_my_neighbourhood = /** @type {(inputs: People_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My neighbourhood`)
};

export const people_neighbourhood_hint = /** @type {(inputs: People_Neighbourhood_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Searches can measure distances from here. Only you see it.`)
};

export const people_new_calendar_link_message = /** @type {(inputs: People_New_Calendar_Link_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The old link will stop working: calendars subscribed to it stop updating until you subscribe to the new one.`)
};

export const people_new_calendar_link_title = /** @type {(inputs: People_New_Calendar_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get a new calendar link?`)
};

export const people_new_password = /** @type {(inputs: People_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const people_new_password_hint = /** @type {(inputs: People_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 to 24 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&.`)
};

export const people_no_neighbourhood = /** @type {(inputs: People_No_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const people_open_in_calendar_app = /** @type {(inputs: People_Open_In_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in calendar app`)
};

export const people_password_update_failed = /** @type {(inputs: People_Password_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update password.`)
};

export const people_password_updated = /** @type {(inputs: People_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password was updated successfully`)
};

export const people_profile = /** @type {(inputs: People_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const people_profile_details = /** @type {(inputs: People_Profile_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile details`)
};

export const people_profile_details_description = /** @type {(inputs: People_Profile_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your display name is how other neighbours see you.`)
};

export const people_profile_options = /** @type {(inputs: People_Profile_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile options`)
};

export const people_profile_update_failed = /** @type {(inputs: People_Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update profile.`)
};

export const people_profile_updated = /** @type {(inputs: People_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile was updated successfully`)
};

export const people_save_changes = /** @type {(inputs: People_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save changes`)
};

export const people_send_message = /** @type {(inputs: People_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a message`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const people_settings_document_title = /** @type {(inputs: People_Settings_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} · Settings`)
};

export const people_settings_intro = /** @type {(inputs: People_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profile, your account and how Neighbourly looks.`)
};

export const people_settings_sections = /** @type {(inputs: People_Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings sections`)
};

export const people_tab_appearance = /** @type {(inputs: People_Tab_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appearance`)
};

export const people_tab_blocked_people = /** @type {(inputs: People_Tab_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocked people`)
};

export const people_tab_edit_profile = /** @type {(inputs: People_Tab_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit profile`)
};

export const people_tab_manage_account = /** @type {(inputs: People_Tab_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage account`)
};

export const people_tab_notifications = /** @type {(inputs: People_Tab_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const people_theme = /** @type {(inputs: People_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Theme`)
};

export const people_theme_dark = /** @type {(inputs: People_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dark`)
};

export const people_theme_description = /** @type {(inputs: People_Theme_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how Neighbourly looks on this device. System follows your device's light or dark setting.`)
};

export const people_theme_light = /** @type {(inputs: People_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Light`)
};

export const people_theme_system = /** @type {(inputs: People_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System`)
};

export const people_update = /** @type {(inputs: People_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

export const people_upload_avatar = /** @type {(inputs: People_Upload_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload new avatar`)
};

export const people_uploading_avatar = /** @type {(inputs: People_Uploading_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading avatar`)
};

export const people_view_my_profile = /** @type {(inputs: People_View_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View my profile`)
};

export const people_your_avatar = /** @type {(inputs: People_Your_AvatarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your avatar (${i?.name})`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address search is not set up on this site: drag the pin or pick a neighbourhood.`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALTCHA is not in use.`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create group. Limit of groups per user is exceeded.`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid or missing CSRF token. Reload the page and try again.`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New members join as MEMBER.`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No free group id could be made from this link.`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one may act on an admin here.`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found.`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing could be read from this page: is it public, and the right link?`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an admin may act on a moderator.`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an event host or the owner of the group can be given an event.`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only https links to meetup.com can be imported.`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only members of the group see this event.`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only members see a private group's calendar.`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only members see who belongs to a private group.`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only site moderators may do this.`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the creator of an event hosts it.`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host of the event or the owner of the group may do this.`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host of the event or the owner of the group may hand it over.`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host or the owner of the group may delete the event.`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the host or the owner of the group may download the attendee list.`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the owner and the event hosts of the group may create its events.`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

export const server_preparing_this_copy_of_your_data = /** @type {(inputs: Server_Preparing_This_Copy_Of_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preparing this copy of your data failed: ask for a new one in Settings › Manage account.`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send the sign-in form as multipart/form-data.`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some of these reports do not exist or are not about this subject.`)
};

export const server_something_went_wrong_on_our = /** @type {(inputs: Server_Something_Went_Wrong_On_OurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong on our side.`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cursor is not valid: ask for the first page again.`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host cannot leave their own event.`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The host of an event cannot be changed here.`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner cannot leave the group.`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner of a group cannot be changed here.`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sign-in form could not be read.`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The upload could not be read.`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no image.`)
};

export const server_there_is_no_such_download = /** @type {(inputs: Server_There_Is_No_Such_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such download.`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such request.`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such sitemap file.`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such user.`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This calendar address is not valid (a newer one may have replaced it).`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This comment does not exist.`)
};

export const server_this_copy_of_your_data_is_still = /** @type {(inputs: Server_This_Copy_Of_Your_Data_Is_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This copy of your data is still being prepared.`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This does not exist, and no one has reported it.`)
};

export const server_this_download_has_expired = /** @type {(inputs: Server_This_Download_Has_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This download has expired: a copy of your data is kept for 7 days. Ask for a new one in Settings › Manage account.`)
};

export const server_this_download_link_is_not_valid = /** @type {(inputs: Server_This_Download_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This download link is not valid.`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event does not exist.`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has already ended.`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group does not exist.`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is private: ask to join it instead.`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This group is private: its events have no public feed.`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a link.`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not the link of a Meetup group.`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not the link of a Meetup event.`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This no longer exists: only DISMISS is left.`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person already hosts the event.`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person does not exist.`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person is not a member of this group.`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This person is not banned from this group.`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests. Please wait a minute and try again.`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are already attending this event.`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not a member of this group.`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not allowed to do this.`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not attending this event.`)
};

export const server_you_can_ask_for_a_copy = /** @type {(inputs: Server_You_Can_Ask_For_A_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can ask for a copy of your data 3 times a day.`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot act on yourself or on what you wrote.`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot ask to join this group.`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot block yourself.`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot comment on this group's events.`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot join this group.`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have not blocked this person.`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must be a member of the group to attend`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account menu`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.name}`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your connection and try again.`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking availability`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another image`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose cover image`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image file`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cover image (optional)`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Group`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page could not be loaded. Check your connection and try again.`)
};

export const shell_error_reference = /** @type {(inputs: Shell_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reference: ${i?.id}`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event could not be loaded`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie policy`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · Made for neighbours in Vancouver`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal and help`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back to the home page`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The group could not be loaded`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hide ${i?.field}`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · Community groups and events in Vancouver`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG or JPEG, at most ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The link could not be copied: select it and copy it by hand.`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading page`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your settings`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Map tiles are off on this site`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom in`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom out`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logout`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moderation`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your events`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your groups`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not reach Neighbourly. Check your connection.`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No image selected`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ooops!`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page does not exist!`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found`)
};

export const shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You're offline`)
};

export const shell_offline_needs_connection = /** @type {(inputs: Shell_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs a connection: you're offline.`)
};

export const shell_offline_not_saved = /** @type {(inputs: Shell_Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved for reading offline.`)
};

export const shell_offline_saved_at = /** @type {(inputs: Shell_Offline_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You're offline — showing what was saved at ${i?.time}`)
};

export const shell_offline_your_events = /** @type {(inputs: Shell_Offline_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your upcoming events`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`password`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Metro Vancouver`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vancouver neighbourhoods`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Public`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload the page`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove selection`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request failed`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Selected: ${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Show ${i?.field}`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign In`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign Up`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to main content`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to dark mode`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switch to light mode`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tags`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separate tags with commas, e.g. hiking, north shore, dogs`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is only available to authenticated users`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIGN IN`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SIGN UP`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a free account or sign in to continue.`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in required`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} unread`)
};

export const shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New version available`)
};

export const shell_update_reload = /** @type {(inputs: Shell_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reload`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading cover image`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type an address of 3 to 200 characters`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please accept the Privacy Policy and the Terms of Service.`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event already repeats: extend its series instead.`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link is not valid. Please use the latest one we sent you.`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The reason may be at most 500 characters long.`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please verify the reCAPTCHA.`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The automatic check did not finish. Please wait a moment and try again.`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your message must be between 1 and 1000 characters long`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your comment must be between 1 and 250 characters long and must not start with a space`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many confirmation emails were sent to this address.`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the text must not contain control characters.`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The scope must be THIS (this event) or SERIES (all events in the series).`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your current password is incorrect.`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your display name must be between 1 and 50 characters long and must not start with a space`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address.`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many address changes.`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incorrect start and/or end date and time`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your event description must be between 1 and 1000 characters long`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your event location must be between 1 and 100 characters long`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your event title must be between 1 and 100 characters long`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event must start within 2 years from now.`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, an event can last at most 7 days.`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can create at most 60 events in 24 hours (each event of a series counts). Please try again later.`)
};

export const validation_fediverseaccount1 = /** @type {(inputs: Validation_Fediverseaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your fediverse account as name@server, for example alex@mastodon.social.`)
};

export const validation_fediverseaccountnotfound3 = /** @type {(inputs: Validation_Fediverseaccountnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your server did not say where to follow from. Search for the handle on your server instead.`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The format must be IN_PERSON, ONLINE or HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your group description must be between 1 and 1000 characters long`)
};

export const validation_grouphandle1 = /** @type {(inputs: Validation_Grouphandle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the fediverse handle must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.`)
};

export const validation_grouphandletaken2 = /** @type {(inputs: Validation_Grouphandletaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this fediverse handle is already taken.`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the group id must be between 1 and 30 characters long and should contain only lowercase letters, digits and underscores.`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this group id is already taken.`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your group name must be between 1 and 100 characters long`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A group can have at most 200 upcoming events. Delete some, or wait until some have taken place.`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image must be at most 5 MB.`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image is too large (at most 40 megapixels).`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a PNG or JPEG image.`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the link must be at most 100 characters long`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The latitude must be a number between -90 and 90`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link has expired. Please enter your address in Settings again to get a new one.`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, each part of the location must be between 1 and 100 characters long.`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your username must be between 3 and 30 characters long and should contain only letters, digits and underscores.`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, this username is already taken.`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The longitude must be a number between -180 and 180`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The meeting link must be a web address starting with http:// or https:// (at most 500 characters)`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can write to people you share a group with, or to someone who has written to you first.`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot write to yourself.`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are sending messages too fast. Please wait a minute and try again.`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have blocked this person. Unblock them in Settings to write again.`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason of at most 500 characters.`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A point must be written as latitude,longitude, e.g. 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search near a point or a place, not both`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New accounts may write only a few messages an hour to people who have not written back.`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is not part of a series.`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The participants limit must be a whole number from 0 to 10000 (0 for unlimited)`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your password must be between 8 and 24 characters long and should contain at least 1 uppercase letter, 1 digit and 1 special symbol.`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, your passwords don't match.`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pin needs both a latitude and a longitude, or neither`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already reported this; our moderators will look at it.`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The details may be at most 2000 characters long.`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the reasons in the list.`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot report yourself or what you wrote.`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have sent many reports in the last hour.`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This field is required`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The date range must end after it starts and span at most 366 days`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the search text must be at most 100 characters long`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates must be written like 2026-12-05 or 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A series repeats from 2 to 52 times.`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose when the series ends: on a date or after a number of times.`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add from 1 to 51 more dates.`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose how to extend the series: with a number of dates or until a later date.`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The new end date must be after the last date of the series, and the series at most 52 upcoming events long.`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end date must be after the first event, and the series at most 52 events long.`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The end of a suspension must be a date and time in the future.`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a suspension takes an end date.`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each tag is one word of up to 30 letters, digits, dashes or underscores`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sorry, the tags must be at most 100 characters long`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each tag may appear only once`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown place: choose one of the neighbourhoods or municipalities listed`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The distance must be a number of km from 1 to 100`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A distance needs a point to measure from: near or place`)
};