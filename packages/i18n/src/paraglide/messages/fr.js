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
	return /** @type {LocalizedString} */ (`Ce compte est suspendu. Pour faire appel, écrivez à ${i?.email}.`)
};

export const auth_agreement = /** @type {(inputs: Auth_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`J'ai 18 ans ou plus et j'accepte la ${i?.privacyPolicy} et les ${i?.termsOfService}.`)
};

export const auth_altcha_error = /** @type {(inputs: Auth_Altcha_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La vérification a échoué. Réessayez plus tard.`)
};

export const auth_altcha_expired = /** @type {(inputs: Auth_Altcha_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La vérification a expiré. Réessayez.`)
};

export const auth_altcha_label = /** @type {(inputs: Auth_Altcha_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je ne suis pas un robot`)
};

export const auth_altcha_link_label = /** @type {(inputs: Auth_Altcha_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altcha (site officiel)`)
};

export const auth_altcha_loading = /** @type {(inputs: Auth_Altcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement...`)
};

export const auth_altcha_protected_by = /** @type {(inputs: Auth_Altcha_Protected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Protégé par ${i?.link}`)
};

export const auth_altcha_required = /** @type {(inputs: Auth_Altcha_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification requise!`)
};

export const auth_altcha_verified = /** @type {(inputs: Auth_Altcha_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifié`)
};

export const auth_altcha_verifying = /** @type {(inputs: Auth_Altcha_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification...`)
};

export const auth_altcha_wait = /** @type {(inputs: Auth_Altcha_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification en cours... Veuillez patienter.`)
};

export const auth_captcha_loading = /** @type {(inputs: Auth_Captcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du test antirobot`)
};

export const auth_external_sign_in_failed = /** @type {(inputs: Auth_External_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La connexion avec ce fournisseur n'a pas fonctionné. Veuillez réessayer.`)
};

export const auth_generic_error = /** @type {(inputs: Auth_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s'est produite. Veuillez réessayer.`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà un compte?`)
};

export const auth_hide_password = /** @type {(inputs: Auth_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer le mot de passe`)
};

export const auth_incorrect_credentials = /** @type {(inputs: Auth_Incorrect_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d'utilisateur ou mot de passe incorrect`)
};

export const auth_login_available = /** @type {(inputs: Auth_Login_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom d'utilisateur est disponible.`)
};

export const auth_login_label = /** @type {(inputs: Auth_Login_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d'utilisateur`)
};

export const auth_login_rule = /** @type {(inputs: Auth_Login_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettres, chiffres et traits de soulignement, de 3 à 30 caractères.`)
};

export const auth_no_account = /** @type {(inputs: Auth_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez pas de compte?`)
};

export const auth_or_sign_in_with = /** @type {(inputs: Auth_Or_Sign_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou connectez-vous avec`)
};

export const auth_or_sign_up_with = /** @type {(inputs: Auth_Or_Sign_Up_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ou inscrivez-vous avec`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 8 à 24 caractères, dont une minuscule, une majuscule, un chiffre et l'un de @$!%*?&`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

export const auth_privacy_policy = /** @type {(inputs: Auth_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const auth_show_password = /** @type {(inputs: Auth_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher le mot de passe`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const auth_sign_in_button = /** @type {(inputs: Auth_Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SE CONNECTER`)
};

export const auth_sign_in_subtitle = /** @type {(inputs: Auth_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bon retour! Connectez-vous pour voir ce qui se passe près de chez vous.`)
};

export const auth_sign_in_with = /** @type {(inputs: Auth_Sign_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se connecter avec ${i?.provider}`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
};

export const auth_sign_up_button = /** @type {(inputs: Auth_Sign_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'INSCRIRE`)
};

export const auth_sign_up_failed = /** @type {(inputs: Auth_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La création du compte a échoué. Veuillez réessayer.`)
};

export const auth_sign_up_now = /** @type {(inputs: Auth_Sign_Up_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscrivez-vous maintenant!`)
};

export const auth_sign_up_subtitle = /** @type {(inputs: Auth_Sign_Up_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joignez-vous à Neighbourly pour rencontrer des gens près de chez vous. C'est gratuit.`)
};

export const auth_sign_up_title = /** @type {(inputs: Auth_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez votre compte`)
};

export const auth_sign_up_with = /** @type {(inputs: Auth_Sign_Up_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`S'inscrire avec ${i?.provider}`)
};

export const auth_signed_in = /** @type {(inputs: Auth_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion réussie! Redirection vers la page principale...`)
};

export const auth_signed_up = /** @type {(inputs: Auth_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte créé avec succès! Connexion en cours...`)
};

export const auth_terms_of_service = /** @type {(inputs: Auth_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const auth_too_many_attempts = /** @type {(inputs: Auth_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de tentatives. Veuillez patienter une minute et réessayer.`)
};

export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci est une traduction. Seul le texte anglais fait foi.`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Langue`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly vous parle dans cette langue sur tous les appareils où vous vous connectez.`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une langue`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre langue n'a pas pu être enregistrée. Veuillez réessayer.`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly vous parle maintenant en ${i?.language}.`)
};

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer les filtres`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la recherche`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À partir du ${i?.date}`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu'au ${i?.date}`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements : ${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à proximité pour l'instant. Créez le premier!`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement ne correspond à la recherche`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à proximité pour l'instant. Connectez-vous et créez le premier!`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} événement trouvé`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} événements trouvés`);
	return /** @type {LocalizedString} */ ("discovery_events_found");
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les événements.`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des événements`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger d'autres événements.`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à proximité`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à proximité`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir ne correspond à « ${i?.search} ».`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement trouvé`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher seulement les événements de mes groupes`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom de l'événement ou #étiquette`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus d'événements`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun résultat pour ces filtres.`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un quartier…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute distance`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N'importe quand`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtres`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Filtres (${i?.count})`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un quartier`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout effacer`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Proximité`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer les événements`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche de votre position…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premier jour`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format de l'événement`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filtrer les groupes`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore indiqué.`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distance`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements hybrides comptent pour les deux.`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernier jour`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre position a été trouvée.`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La zone choisie sur la carte`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesurée depuis`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ma position`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon quartier`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mon quartier (${i?.place})`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartier`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir des dates`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez votre quartier dans les Paramètres`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les événements`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les groupes`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À moins de ${i?.km} km`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En personne`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupes : ${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun groupe à proximité pour l'instant. Créez le premier!`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun groupe ne correspond à la recherche`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun groupe à proximité pour l'instant. Connectez-vous et créez le premier!`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} groupe trouvé`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groupes trouvés`);
	return /** @type {LocalizedString} */ ("discovery_groups_found");
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les groupes.`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des groupes`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger d'autres groupes.`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes à proximité`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes à proximité`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun groupe ne correspond à « ${i?.search} ».`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun groupe trouvé`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher seulement mes groupes`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du groupe ou #étiquette`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus de groupes`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre quartier n'est pas indiqué, donc la distance n'est pas appliquée.`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez-le dans les Paramètres`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous pour chercher près de votre quartier; la distance n'est pas appliquée.`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`à ${i?.distance} km`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre navigateur n'a pas partagé votre position. Autorisez la localisation pour ce site dans les paramètres du navigateur, ou choisissez plutôt un quartier.`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre position est introuvable pour le moment. Réessayez, ou choisissez plutôt un quartier.`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce navigateur ne peut pas indiquer sa position. Choisissez plutôt un quartier.`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événement sur la carte : ${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} événement sur la carte`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} événements sur la carte`);
	return /** @type {LocalizedString} */ ("discovery_map_events_shown");
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte des événements trouvés`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la carte`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} en ligne ou sans lieu, non affiché`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} en ligne ou sans lieu, non affichés`);
	return /** @type {LocalizedString} */ ("discovery_map_not_shown");
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher dans cette zone`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le dernier jour ne peut pas précéder le premier jour.`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une période d'un an au plus.`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un premier jour, un dernier jour, ou les deux.`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez d'abord votre quartier.`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre position n'est pas encore connue.`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez d'où mesurer la distance.`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez un quartier.`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des événements`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir, par nom ou #étiquette, du plus proche au plus lointain.`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des groupes`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes, par nom ou #étiquette, les plus actifs d'abord.`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les événements en`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La semaine prochaine`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette semaine`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aujourd'hui`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demain`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette fin de semaine`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À moins de ${i?.km} km d'un quartier`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À moins de ${i?.km} km de la zone de la carte`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À moins de ${i?.km} km de ma position`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À moins de ${i?.km} km de mon quartier`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À moins de ${i?.km} km de ${i?.place}`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un commentaire`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commenter`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter un nombre de dates`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter une épingle`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajouter au calendrier`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. 2305 Cornwall Ave, ou un point de repère`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresses trouvées`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche d'adresse ne fonctionne pas pour le moment : épinglez à la main ou centrez sur un lieu.`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Après un nombre d'événements`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Je participe`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nombre maximal de participants : ${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre maximal de participants : illimité`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous participez à cet événement.`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour à ${i?.group}`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcourir les fichiers`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement a été annulé.`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas commenter les événements de ce groupe.`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Centrer sur`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet événement a été modifié : maintenant ${i?.time} à ${i?.location}`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet événement a été modifié : maintenant à ${i?.location}`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet événement a été modifié : maintenant ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un autre fichier`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une image de couverture`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir l'image`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir un lieu`)
};

export const events_comment_from_fediverse = /** @type {(inputs: Events_Comment_From_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`depuis le fédivers`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soyez bienveillant : tous ceux qui voient l'événement le liront.`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options du commentaire`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les commentaires.`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une copie de ${i?.name}, une semaine plus tard : vérifiez les dates. Les champs marqués d'un * sont obligatoires.`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chacun est un événement distinct, avec ses propres participants. Au plus ${i?.max}.`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Image de couverture de ${i?.name}`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier de l'image de couverture`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu de l'image de couverture choisie`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement se répète. Utiliser la nouvelle couverture pour :`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En créer un autre semblable`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer l'événement`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Créer ou importer un événement pour le groupe ${i?.group}`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture actuelle`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image de couverture actuelle reste, sauf si vous en choisissez une nouvelle.`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates à ajouter`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le commentaire`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce commentaire? Cette action est irréversible.`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer l'événement`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer cet événement? Cette action est irréversible.`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quels événements supprimer`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous ferez, quoi apporter, qui est le bienvenu.`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description de l'événement`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails réservés aux membres du groupe`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les détails de cet événement sont réservés aux membres de ${i?.group}.`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Itinéraire`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`itinéraire (s'ouvre dans un nouvel onglet)`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne se répète pas`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le CSV`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dupliquer l'événement`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le commentaire`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifier ${i?.name}`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l'événement`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l'événement récurrent`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifiez votre commentaire`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(modifié)`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Modifié le ${i?.time}`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date et heure de fin`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminé`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est terminé.`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer les événements`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} participant : ${i?.names}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} participants : ${i?.names}`);
	return /** @type {LocalizedString} */ ("events_faces_label");
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} participant : ${i?.names} et ${i?.more} autres`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} participants : ${i?.names} et ${i?.more} autres`);
	return /** @type {LocalizedString} */ ("events_faces_label_more");
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format de l'événement`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hybride : en personne et en ligne`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement en ligne`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On se retrouve au lieu indiqué ci-dessous, ou on participe au moyen d'un lien de réunion.`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On se retrouve au lieu indiqué ci-dessous.`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On participe au moyen d'un lien de réunion.`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hybride`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En personne`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En ligne`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les 2 semaines`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque mois`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque semaine`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'événement est complet : les nouveaux participants vont sur la liste d'attente.`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page de l'événement`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page du groupe`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (propriétaire du groupe)`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transférer à un autre hôte`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transférer`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transférer l'événement`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outils de l'hôte`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hôte : ${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'hôte de ${i?.name} est ${i?.host}. Adressez-vous à cette personne si quelque chose doit changer.`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Hôte : ${i?.name} et ${i?.count} autre personne`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Hôte : ${i?.name} et ${i?.count} autres personnes`);
	return /** @type {LocalizedString} */ ("events_hosted_by_more");
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les hôtes du groupe.`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplir à partir d'un événement Meetup`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un événement Meetup`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplit le titre, la description, le lieu et le début ci-dessus; la fin est fixée 4 heures après le début.`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse Web de l'événement Meetup`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se joindre au groupe et participer`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se joindre au groupe et à la liste d'attente`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participer en ligne`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joignez-vous au groupe pour les voir.`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejoindre la liste d'attente`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière date`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler ma présence`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Vous renoncerez aussi à votre place dans ${i?.count} événement à venir.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Vous renoncerez aussi à votre place dans ${i?.count} événements à venir.`);
	return /** @type {LocalizedString} */ ("events_leave_group_gives_up");
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment quitter ce groupe?`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter la liste d'attente`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de réunion est présenté aux participants.`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des commentaires`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'événement`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du groupe`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des hôtes du groupe…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la carte`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des participants`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des événements passés`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'onglet`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des événements à venir`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos événements`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (votre heure locale)`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lieu facile à trouver, p. ex. Britannia Community Centre, salle 2.`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un lieu facile à trouver, p. ex. Kitsilano Beach, près de la tour des sauveteurs.`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où cela se passe, p. ex. En ligne (Zoom).`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(carte, s'ouvre dans un nouvel onglet)`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carte du lieu de ${i?.name}`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de réunion`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facultatif. Seuls les participants, l'hôte et le propriétaire du groupe le voient.`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(lien de réunion, s'ouvre dans un nouvel onglet)`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chacun est un événement distinct, avec ses propres participants. Au plus ${i?.max} à venir.`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autres dates`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} date à venir. Les nouvelles dates suivent la dernière.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.rule}, ${i?.count} dates à venir. Les nouvelles dates suivent la dernière.`);
	return /** @type {LocalizedString} */ ("events_more_dates_hint");
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La série se poursuit jusqu'à ce jour.`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déplacer l'épingle`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes événements`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes événements (${i?.count})`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle dernière date`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune adresse trouvée. Essayez une rue et un numéro, ou un point de repère.`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun commentaire pour le moment. Lancez la conversation!`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune image choisie`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore de lien de réunion : ajoutez-en un avec Modifier l'événement.`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'hôte n'a pas encore ajouté de lien de réunion.`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune autre date`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'a pas encore d'autre hôte d'événements. Le propriétaire du groupe peut nommer des membres hôtes d'événements dans l'onglet Membres.`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n'a encore confirmé sa présence.`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} est organisé par ${i?.owner}. Adressez-vous à cette personne si vous souhaitez être l'hôte d'un événement.`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls le propriétaire du groupe et les hôtes d'événements peuvent créer des événements`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne participez à aucun événement...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre d'événements`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À une date`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul l'hôte de l'événement peut le modifier`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(s'ouvre dans un nouvel onglet)`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options de l'événement`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire du groupe répondra à votre demande.`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre maximal de participants`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Places en plus de vous, l'hôte. 0 pour illimité.`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les participants.`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participants de ${i?.name}`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements passés`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les événements passés.`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carte. Faites glisser l'épingle, ou touchez la carte là où a lieu l'événement.`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épingle de l'événement`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épingler le centre de la carte`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites glisser pour déplacer l'épingle`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place l'événement sur la carte et donne l'itinéraire jusqu'à l'endroit exact.`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épingle sur la carte (facultatif)`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faites glisser l'épingle, ou touchez la carte là où on se retrouve. Centrez sur un lieu pour commencer près de celui-ci.`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Près de ${i?.place} · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Épingle de ${i?.name}`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Épingle sur la carte`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Épingle : ${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les membres du groupe voient les détails (heure, lieu, description, hôte).`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde peut voir les détails; les membres du groupe peuvent participer.`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidentialité de l'événement`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements de ce groupe privé sont visibles par ses membres.`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe est privé : seuls ses membres participent à ses événements.`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre événement est prêt.`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l'image de couverture`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l'image de couverture de :`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la couverture de`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l'image de couverture de cet événement? Vous pourrez en téléverser une nouvelle à tout moment.`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement affiche l'image de couverture de sa série. La retirer de tous les événements de la série? Vous pourrez en téléverser une nouvelle à tout moment.`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l'épingle`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Toutes les 2 semaines, le ${i?.weekday}`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois, le 1er ${i?.weekday}`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois, le 2e ${i?.weekday}`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois, le 3e ${i?.weekday}`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois, le 4e ${i?.weekday}`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque mois, le dernier ${i?.weekday}`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque semaine, le ${i?.weekday}`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Répétition`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète toutes les 2 semaines, le ${i?.weekday}`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète chaque mois, le 1er ${i?.weekday}`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète chaque mois, le 2e ${i?.weekday}`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète chaque mois, le 3e ${i?.weekday}`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète chaque mois, le 4e ${i?.weekday}`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète chaque mois, le dernier ${i?.weekday}`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se répète chaque semaine, le ${i?.weekday}`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander à se joindre au groupe pour participer`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion demandée`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d'un * sont obligatoires.`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement se répète. Enregistrer les modifications pour :`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer pour quels événements`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement et les suivants`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les événements de la série`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recherche…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de l'événement`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir les autres événements du groupe`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fichier choisi : ${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates de cette série`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} date à venir`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} dates à venir`);
	return /** @type {LocalizedString} */ ("events_series_summary");
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher les ${i?.total} dates`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus d'événements`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connectez-vous et joignez-vous au groupe pour les voir.`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter pour participer`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date et heure de début`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaires`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant(e)s`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ex. Course au lever du soleil à Kits Beach`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de confirmer votre présence à l'événement.`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez être membre du groupe pour participer`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre présence à l'événement est confirmée`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire ajouté`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le commentaire.`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire supprimé`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'ajouter le commentaire.`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de modifier le commentaire.`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire modifié`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'image de couverture`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image de couverture a été supprimée`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de téléverser l'image de couverture.`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image de couverture a été téléversée`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer l'événement.`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre événement a été créé!`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'événement`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'événement a été supprimé`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de transférer l'événement.`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est maintenant l'hôte de l'événement`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'importer votre événement. Veuillez vérifier que le lien est correct.`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de se joindre au groupe.`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous vous êtes joint au groupe`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'annuler votre présence à l'événement.`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre présence à l'événement est annulée`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer la demande d'adhésion.`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion a été envoyée au propriétaire du groupe`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour l'événement`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'événement a été mis à jour`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes sur la liste d'attente de l'événement`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La série prend fin après ce jour.`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à une date ultérieure`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les événements à venir.`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour l'événement`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléverser une image de couverture`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}. Elle est téléversée quand vous enregistrez l'événement.`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser la couverture pour`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser cette image`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser cette épingle`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les places libérées sont attribuées dans l'ordre de la liste d'attente.`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("fr", i?.position, {});return /** @type {LocalizedString} */ (`Vous êtes au rang ${i?.position} sur la liste d'attente`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes sur la liste d'attente : vous aurez une place si quelqu'un se désiste.`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Où`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Qui sera l'hôte de ${i?.name}? L'hôte actuel reste inscrit comme participant.`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos événements`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre heure locale`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger vos événements.`)
};

export const feeds_csv_name = /** @type {(inputs: Feeds_Csv_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const feeds_csv_role = /** @type {(inputs: Feeds_Csv_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle`)
};

export const feeds_csv_rsvp_time = /** @type {(inputs: Feeds_Csv_Rsvp_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Heure de confirmation de présence (${i?.zone})`)
};

export const feeds_date_at_time = /** @type {(inputs: Feeds_Date_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} à ${i?.time}`)
};

export const feeds_export_blocked = /** @type {(inputs: Feeds_Export_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes que vous avez bloquées`)
};

export const feeds_export_comments = /** @type {(inputs: Feeds_Export_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaires`)
};

export const feeds_export_conversation_with = /** @type {(inputs: Feeds_Export_Conversation_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Conversation avec ${i?.name}`)
};

export const feeds_export_email = /** @type {(inputs: Feeds_Export_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail`)
};

export const feeds_export_events = /** @type {(inputs: Feeds_Export_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements et réponses`)
};

export const feeds_export_groups = /** @type {(inputs: Feeds_Export_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes`)
};

export const feeds_export_hidden = /** @type {(inputs: Feeds_Export_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`masqué par la modération`)
};

export const feeds_export_intro = /** @type {(inputs: Feeds_Export_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une copie de ce qui vous appartient sur ${i?.site}, préparée pour ${i?.name} le ${i?.date}. Les mêmes données sont dans les fichiers JSON à côté de cette page, pour d’autres programmes.`)
};

export const feeds_export_member_since = /** @type {(inputs: Feeds_Export_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre depuis`)
};

export const feeds_export_messages = /** @type {(inputs: Feeds_Export_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages privés`)
};

export const feeds_export_nothing = /** @type {(inputs: Feeds_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien ici.`)
};

export const feeds_export_notifications = /** @type {(inputs: Feeds_Export_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications reçues`)
};

export const feeds_export_pictures = /** @type {(inputs: Feeds_Export_PicturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Images`)
};

export const feeds_export_place = /** @type {(inputs: Feeds_Export_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu`)
};

export const feeds_export_profile = /** @type {(inputs: Feeds_Export_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const feeds_export_requests = /** @type {(inputs: Feeds_Export_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d’adhésion`)
};

export const feeds_export_title = /** @type {(inputs: Feeds_Export_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos données sur ${i?.site}`)
};

export const feeds_export_you = /** @type {(inputs: Feeds_Export_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous`)
};

export const feeds_group_calendar_description = /** @type {(inputs: Feeds_Group_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événements à venir de ${i?.group}`)
};

export const feeds_group_feed_copyright = /** @type {(inputs: Feeds_Group_Feed_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} sur Neighbourly`)
};

export const feeds_group_feed_title = /** @type {(inputs: Feeds_Group_Feed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} : événements à venir`)
};

export const feeds_join_online = /** @type {(inputs: Feeds_Join_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Participer en ligne : ${i?.url}`)
};

export const feeds_my_events_calendar = /** @type {(inputs: Feeds_My_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes événements · Neighbourly`)
};

export const feeds_my_events_description = /** @type {(inputs: Feeds_My_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos événements sur Neighbourly : ceux auxquels vous participez, dont vous êtes l'hôte ou pour lesquels vous êtes sur la liste d'attente`)
};

export const feeds_waitlist_summary = /** @type {(inputs: Feeds_Waitlist_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (liste d'attente)`)
};

export const groups_account_needed = /** @type {(inputs: Groups_Account_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Il vous faut un compte pour créer un groupe. ${i?.link} ou utilisez le bouton de connexion ci-dessus.`)
};

export const groups_approve_request = /** @type {(inputs: Groups_Approve_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approuver la demande`)
};

export const groups_asked_to_join_on = /** @type {(inputs: Groups_Asked_To_Join_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Demande d'adhésion : ${i?.date}`)
};

export const groups_ban_confirm = /** @type {(inputs: Groups_Ban_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bannir`)
};

export const groups_ban_message = /** @type {(inputs: Groups_Ban_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bannir ${i?.name} de ${i?.group}? Cette personne est retirée du groupe comme avec Retirer, et ne peut plus s'y joindre, demander à s'y joindre ni commenter ses événements tant que vous ne levez pas le bannissement.`)
};

export const groups_ban_reason_hint = /** @type {(inputs: Groups_Ban_Reason_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Visible par le propriétaire du groupe seulement, jamais par la personne. ${i?.length}/${i?.max}`)
};

export const groups_ban_reason_label = /** @type {(inputs: Groups_Ban_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (facultatif)`)
};

export const groups_ban_reason_prefix = /** @type {(inputs: Groups_Ban_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif :`)
};

export const groups_ban_title = /** @type {(inputs: Groups_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bannir du groupe`)
};

export const groups_banned_cannot_join = /** @type {(inputs: Groups_Banned_Cannot_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas vous joindre à ce groupe.`)
};

export const groups_banned_empty = /** @type {(inputs: Groups_Banned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne n'est banni de ce groupe.`)
};

export const groups_banned_list_label = /** @type {(inputs: Groups_Banned_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personnes bannies de ${i?.group}`)
};

export const groups_banned_load_failed = /** @type {(inputs: Groups_Banned_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les personnes bannies.`)
};

export const groups_banned_on = /** @type {(inputs: Groups_Banned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bannissement : ${i?.date}`)
};

export const groups_banned_on_by = /** @type {(inputs: Groups_Banned_On_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bannissement : ${i?.date}, par ${i?.name}`)
};

export const groups_calendar_copy = /** @type {(inputs: Groups_Calendar_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const groups_calendar_download = /** @type {(inputs: Groups_Calendar_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le fichier du calendrier`)
};

export const groups_calendar_download_note = /** @type {(inputs: Groups_Calendar_Download_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les applications de calendrier ne peuvent pas se connecter à un groupe privé`)
};

export const groups_calendar_open = /** @type {(inputs: Groups_Calendar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir dans une application de calendrier`)
};

export const groups_calendar_subscribe = /** @type {(inputs: Groups_Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'abonner au calendrier`)
};

export const groups_cover_alt = /** @type {(inputs: Groups_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Image de couverture de ${i?.group}`)
};

export const groups_cover_change = /** @type {(inputs: Groups_Cover_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer l'image de couverture`)
};

export const groups_cover_current_alt = /** @type {(inputs: Groups_Cover_Current_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture actuelle`)
};

export const groups_cover_delete = /** @type {(inputs: Groups_Cover_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer l'image de couverture`)
};

export const groups_cover_delete_confirm = /** @type {(inputs: Groups_Cover_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

export const groups_cover_delete_question = /** @type {(inputs: Groups_Cover_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer l'image de couverture de ce groupe? Vous pourrez en téléverser une nouvelle en tout temps.`)
};

export const groups_cover_file_label = /** @type {(inputs: Groups_Cover_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier de l'image de couverture`)
};

export const groups_cover_preview_alt = /** @type {(inputs: Groups_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aperçu de la nouvelle image de couverture`)
};

export const groups_cover_upload = /** @type {(inputs: Groups_Cover_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléverser une image de couverture`)
};

export const groups_cover_uploaded_on_save = /** @type {(inputs: Groups_Cover_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle est téléversée lorsque vous enregistrez.`)
};

export const groups_create_a_group = /** @type {(inputs: Groups_Create_A_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un groupe`)
};

export const groups_create_button = /** @type {(inputs: Groups_Create_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer le groupe`)
};

export const groups_create_event = /** @type {(inputs: Groups_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un événement`)
};

export const groups_create_free_account = /** @type {(inputs: Groups_Create_Free_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte gratuit`)
};

export const groups_create_or_import = /** @type {(inputs: Groups_Create_Or_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer ou importer un groupe`)
};

export const groups_decline_and_ban = /** @type {(inputs: Groups_Decline_And_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser et bannir`)
};

export const groups_decline_and_ban_question = /** @type {(inputs: Groups_Decline_And_Ban_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser la demande de ${i?.name} et bannir cette personne du groupe? Elle ne pourra plus demander à s'y joindre tant que vous ne lèverez pas le bannissement.`)
};

export const groups_delete_group = /** @type {(inputs: Groups_Delete_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le groupe`)
};

export const groups_delete_question = /** @type {(inputs: Groups_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voulez-vous vraiment supprimer ce groupe? Cette action est irréversible.`)
};

export const groups_description_hint = /** @type {(inputs: Groups_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous faites, où et quand vous vous réunissez, qui est bienvenu. Les mots comme #randonnée deviennent des liens d'étiquettes.`)
};

export const groups_distance_km = /** @type {(inputs: Groups_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} km`)
};

export const groups_document_title_group = /** @type {(inputs: Groups_Document_Title_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

export const groups_edit_description_hint = /** @type {(inputs: Groups_Edit_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots comme #randonnée deviennent des liens d'étiquettes.`)
};

export const groups_edit_form_label = /** @type {(inputs: Groups_Edit_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le groupe`)
};

export const groups_fediverse_address_copied = /** @type {(inputs: Groups_Fediverse_Address_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse copiée`)
};

export const groups_fediverse_copy_address = /** @type {(inputs: Groups_Fediverse_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier l'adresse`)
};

export const groups_fediverse_copy_failed = /** @type {(inputs: Groups_Fediverse_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de copier l'adresse : sélectionnez-la et copiez-la à la main.`)
};

export const groups_fediverse_followers_count = /** @type {(inputs: Groups_Fediverse_Followers_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} abonné dans le fédivers`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} abonnés dans le fédivers`);
	return /** @type {LocalizedString} */ ("groups_fediverse_followers_count");
};

export const groups_fediverse_intro = /** @type {(inputs: Groups_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivez depuis Mastodon, Mobilizon ou tout compte du fédivers : les nouveaux événements vous y parviennent, et vos réponses reviennent ici comme commentaires.`)
};

export const groups_fediverse_title = /** @type {(inputs: Groups_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre depuis le fédivers`)
};

export const groups_field_description = /** @type {(inputs: Groups_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description du groupe`)
};

export const groups_field_handle = /** @type {(inputs: Groups_Field_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant dans le fédivers`)
};

export const groups_field_id = /** @type {(inputs: Groups_Field_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant du groupe`)
};

export const groups_field_name = /** @type {(inputs: Groups_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom du groupe`)
};

export const groups_field_privacy = /** @type {(inputs: Groups_Field_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confidentialité`)
};

export const groups_follow_account_label = /** @type {(inputs: Groups_Follow_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte (nom@serveur)`)
};

export const groups_follow_button = /** @type {(inputs: Groups_Follow_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre`)
};

export const groups_follow_form_label = /** @type {(inputs: Groups_Follow_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suivre depuis votre compte du fédivers`)
};

export const groups_followers_empty = /** @type {(inputs: Groups_Followers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun compte du fédivers ne suit encore ce groupe. Son adresse est dans l'onglet À propos, prête à partager.`)
};

export const groups_followers_list_label = /** @type {(inputs: Groups_Followers_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnés du fédivers de ${i?.group}`)
};

export const groups_followers_load_failed = /** @type {(inputs: Groups_Followers_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les abonnés du fédivers.`)
};

export const groups_followers_since = /** @type {(inputs: Groups_Followers_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonné depuis le ${i?.date}`)
};

export const groups_free_groups = /** @type {(inputs: Groups_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`un groupe`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groupes`);
	return /** @type {LocalizedString} */ ("groups_free_groups");
};

export const groups_go_to_group = /** @type {(inputs: Groups_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la page du groupe`)
};

export const groups_handle_hint = /** @type {(inputs: Groups_Handle_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les comptes Mastodon, Mobilizon et autres comptes du fédivers suivent le groupe sous ce nom. Lettres minuscules, chiffres et traits de soulignement. Si vous le changez plus tard, l'ancien continue de fonctionner.`)
};

export const groups_handle_hint_private = /** @type {(inputs: Groups_Handle_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisé dès que le groupe devient public : les comptes Mastodon, Mobilizon et autres comptes du fédivers le suivent alors sous ce nom. Lettres minuscules, chiffres et traits de soulignement. Si vous le changez plus tard, l'ancien continue de fonctionner.`)
};

export const groups_handle_preview = /** @type {(inputs: Groups_Handle_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Adresse dans le fédivers : ${i?.address}`)
};

export const groups_handover_message = /** @type {(inputs: Groups_Handover_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} deviendra propriétaire de ${i?.group}, et vous deviendrez membre : vous ne gérerez plus le groupe ni ses membres. Céder le groupe?`)
};

export const groups_handover_title = /** @type {(inputs: Groups_Handover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Céder le groupe`)
};

export const groups_help_page = /** @type {(inputs: Groups_Help_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`notre page d'aide`)
};

export const groups_hero_eyebrow = /** @type {(inputs: Groups_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lancez un groupe à Vancouver`)
};

export const groups_hero_get_started = /** @type {(inputs: Groups_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer`)
};

export const groups_hero_sign_in = /** @type {(inputs: Groups_Hero_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter pour créer un groupe`)
};

export const groups_hero_text = /** @type {(inputs: Groups_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Course sur la digue, club de lecture, soirées de jeux de société, jardins communautaires : lancez un groupe autour de ce que vous aimez, planifiez des événements et accueillez de nouveaux membres. Chaque membre peut animer ${i?.free} gratuitement.`)
};

export const groups_hero_title = /** @type {(inputs: Groups_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rassemblez vos voisins`)
};

export const groups_home_place_hint = /** @type {(inputs: Groups_Home_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Là où le groupe se réunit le plus souvent; les gens qui cherchent à proximité le trouvent.`)
};

export const groups_home_place_label = /** @type {(inputs: Groups_Home_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartier d'attache`)
};

export const groups_home_place_none = /** @type {(inputs: Groups_Home_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

export const groups_id_available = /** @type {(inputs: Groups_Id_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cet identifiant de groupe est disponible. Adresse de votre groupe : ${i?.address}`)
};

export const groups_id_hint = /** @type {(inputs: Groups_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lettres minuscules, chiffres et traits de soulignement. Il devient l'adresse de votre groupe et ne peut pas être modifié.`)
};

export const groups_import_button = /** @type {(inputs: Groups_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplir à partir d'un groupe Meetup`)
};

export const groups_import_fetching = /** @type {(inputs: Groups_Import_FetchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.button} : récupération de la page Meetup`)
};

export const groups_import_form_label = /** @type {(inputs: Groups_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importer un groupe Meetup`)
};

export const groups_import_hint = /** @type {(inputs: Groups_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplit l'identifiant, le nom et la description du groupe ci-dessus à partir de sa page Meetup.`)
};

export const groups_import_hint_default = /** @type {(inputs: Groups_Import_Hint_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collez l'adresse de la page Meetup, puis vérifiez les champs remplis avant d'enregistrer.`)
};

export const groups_import_or = /** @type {(inputs: Groups_Import_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OU`)
};

export const groups_import_url_label = /** @type {(inputs: Groups_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse Web du groupe Meetup`)
};

export const groups_join_group = /** @type {(inputs: Groups_Join_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se joindre au groupe`)
};

export const groups_leave_group = /** @type {(inputs: Groups_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitter le groupe`)
};

export const groups_lift_ban = /** @type {(inputs: Groups_Lift_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lever le bannissement`)
};

export const groups_loading_banned = /** @type {(inputs: Groups_Loading_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des personnes bannies`)
};

export const groups_loading_followers = /** @type {(inputs: Groups_Loading_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des abonnés du fédivers`)
};

export const groups_loading_group = /** @type {(inputs: Groups_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du groupe`)
};

export const groups_loading_members = /** @type {(inputs: Groups_Loading_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des membres`)
};

export const groups_loading_requests = /** @type {(inputs: Groups_Loading_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des demandes d'adhésion`)
};

export const groups_loading_tab = /** @type {(inputs: Groups_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'onglet`)
};

export const groups_loading_your_groups = /** @type {(inputs: Groups_Loading_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos groupes`)
};

export const groups_main_page = /** @type {(inputs: Groups_Main_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page d'accueil`)
};

export const groups_make_event_host = /** @type {(inputs: Groups_Make_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommer hôte d'événements`)
};

export const groups_make_owner = /** @type {(inputs: Groups_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nommer propriétaire`)
};

export const groups_manage_group = /** @type {(inputs: Groups_Manage_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer le groupe`)
};

export const groups_manage_group_of = /** @type {(inputs: Groups_Manage_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gérer ${i?.group}`)
};

export const groups_member_actions = /** @type {(inputs: Groups_Member_ActionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Autres actions pour ${i?.name}`)
};

export const groups_members_empty = /** @type {(inputs: Groups_Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'a pas encore de membres.`)
};

export const groups_members_list_label = /** @type {(inputs: Groups_Members_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membres de ${i?.group}`)
};

export const groups_members_load_failed = /** @type {(inputs: Groups_Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les membres.`)
};

export const groups_more_groups_note = /** @type {(inputs: Groups_More_Groups_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous voulez plus d'un groupe? Chaque membre peut créer ${i?.free} gratuitement pour un usage non commercial. Pour en animer davantage, communiquez avec nous : ${i?.link}.`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes groupes`)
};

export const groups_my_groups_count = /** @type {(inputs: Groups_My_Groups_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mes groupes (${i?.count})`)
};

export const groups_my_groups_empty = /** @type {(inputs: Groups_My_Groups_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous n'êtes membre d'aucun groupe. Découvrez des groupes sur la ${i?.link}`)
};

export const groups_name_hint = /** @type {(inputs: Groups_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les voisins verront en premier, p. ex. Kits Beach Runners.`)
};

export const groups_not_owner_text = /** @type {(inputs: Groups_Not_Owner_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} est organisé par ${i?.name}. Adressez-vous à cette personne si quelque chose doit changer.`)
};

export const groups_not_owner_title = /** @type {(inputs: Groups_Not_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul le propriétaire du groupe peut gérer ce groupe`)
};

export const groups_options = /** @type {(inputs: Groups_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options du groupe`)
};

export const groups_organized_by = /** @type {(inputs: Groups_Organized_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupe organisé par ${i?.name}`)
};

export const groups_past_empty = /** @type {(inputs: Groups_Past_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'a aucun événement passé`)
};

export const groups_privacy_hint_private = /** @type {(inputs: Groups_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les gens demandent à se joindre au groupe et vous approuvez chaque demande. Seuls les membres voient la liste des membres.`)
};

export const groups_privacy_hint_public = /** @type {(inputs: Groups_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout le monde peut se joindre au groupe, et les personnes connectées peuvent voir qui en sont les membres.`)
};

export const groups_reject_question = /** @type {(inputs: Groups_Reject_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refuser la demande d'adhésion de ${i?.name}? Cette personne pourra la renouveler plus tard.`)
};

export const groups_reject_request = /** @type {(inputs: Groups_Reject_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refuser la demande`)
};

export const groups_remove_confirm = /** @type {(inputs: Groups_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const groups_remove_event_host = /** @type {(inputs: Groups_Remove_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer le rôle d'hôte d'événements`)
};

export const groups_remove_follower = /** @type {(inputs: Groups_Remove_FollowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l'abonné`)
};

export const groups_remove_follower_question = /** @type {(inputs: Groups_Remove_Follower_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name} des abonnés du groupe ? Son serveur ne recevra plus rien du groupe. Cette personne pourra s'abonner de nouveau.`)
};

export const groups_remove_message = /** @type {(inputs: Groups_Remove_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retirer ${i?.name} de ${i?.group}? Cette personne perd ses places aux événements à venir du groupe, et les événements dont elle est l'hôte vous reviennent.`)
};

export const groups_remove_title = /** @type {(inputs: Groups_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer du groupe`)
};

export const groups_request_to_join = /** @type {(inputs: Groups_Request_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander l'adhésion`)
};

export const groups_requested_membership = /** @type {(inputs: Groups_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adhésion demandée`)
};

export const groups_requests_empty = /** @type {(inputs: Groups_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune demande d'adhésion en attente.`)
};

export const groups_requests_list_label = /** @type {(inputs: Groups_Requests_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d'adhésion`)
};

export const groups_requests_load_failed = /** @type {(inputs: Groups_Requests_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les demandes d'adhésion.`)
};

export const groups_requests_pending = /** @type {(inputs: Groups_Requests_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.count} en attente)`)
};

export const groups_required_note = /** @type {(inputs: Groups_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs marqués d'un * sont obligatoires.`)
};

export const groups_role_host = /** @type {(inputs: Groups_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôte d'événements`)
};

export const groups_role_member = /** @type {(inputs: Groups_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre du groupe`)
};

export const groups_role_owner = /** @type {(inputs: Groups_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Propriétaire du groupe`)
};

export const groups_save_changes = /** @type {(inputs: Groups_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

export const groups_show_more = /** @type {(inputs: Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus`)
};

export const groups_show_more_members = /** @type {(inputs: Groups_Show_More_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus de membres`)
};

export const groups_sign_in_to_join = /** @type {(inputs: Groups_Sign_In_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter pour se joindre`)
};

export const groups_tab_about = /** @type {(inputs: Groups_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos`)
};

export const groups_tab_banned = /** @type {(inputs: Groups_Tab_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bannis`)
};

export const groups_tab_fediverse = /** @type {(inputs: Groups_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fédivers`)
};

export const groups_tab_members = /** @type {(inputs: Groups_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres`)
};

export const groups_tab_past = /** @type {(inputs: Groups_Tab_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements passés`)
};

export const groups_tab_requests = /** @type {(inputs: Groups_Tab_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandes d'adhésion`)
};

export const groups_tab_upcoming = /** @type {(inputs: Groups_Tab_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir`)
};

export const groups_tabs_label = /** @type {(inputs: Groups_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections du groupe`)
};

export const groups_toast_ban_failed = /** @type {(inputs: Groups_Toast_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de bannir la personne.`)
};

export const groups_toast_ban_lifted = /** @type {(inputs: Groups_Toast_Ban_LiftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le bannissement de ${i?.name} a été levé`)
};

export const groups_toast_change_role_failed = /** @type {(inputs: Groups_Toast_Change_Role_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de changer le rôle.`)
};

export const groups_toast_cover_delete_failed = /** @type {(inputs: Groups_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer l'image de couverture du groupe.`)
};

export const groups_toast_cover_deleted = /** @type {(inputs: Groups_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image de couverture a bien été supprimée`)
};

export const groups_toast_cover_upload_failed = /** @type {(inputs: Groups_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de téléverser l'image de couverture du groupe.`)
};

export const groups_toast_cover_uploaded = /** @type {(inputs: Groups_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image de couverture a bien été téléversée`)
};

export const groups_toast_create_failed = /** @type {(inputs: Groups_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le groupe.`)
};

export const groups_toast_created = /** @type {(inputs: Groups_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre groupe a bien été créé!`)
};

export const groups_toast_delete_failed = /** @type {(inputs: Groups_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de supprimer le groupe.`)
};

export const groups_toast_deleted = /** @type {(inputs: Groups_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le groupe a été supprimé`)
};

export const groups_toast_follow_failed = /** @type {(inputs: Groups_Toast_Follow_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de commencer à suivre. Veuillez réessayer.`)
};

export const groups_toast_follower_removed = /** @type {(inputs: Groups_Toast_Follower_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne suit plus le groupe`)
};

export const groups_toast_hand_over_failed = /** @type {(inputs: Groups_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de céder le groupe.`)
};

export const groups_toast_handed_over = /** @type {(inputs: Groups_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est maintenant propriétaire du groupe`)
};

export const groups_toast_import_failed = /** @type {(inputs: Groups_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'importer votre groupe. Veuillez vérifier que le lien est correct.`)
};

export const groups_toast_import_unreachable = /** @type {(inputs: Groups_Toast_Import_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre Meetup pour le moment. Veuillez réessayer plus tard.`)
};

export const groups_toast_imported = /** @type {(inputs: Groups_Toast_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les données du groupe ou de l'événement Meetup ont bien été importées!`)
};

export const groups_toast_join_failed = /** @type {(inputs: Groups_Toast_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de se joindre au groupe.`)
};

export const groups_toast_joined = /** @type {(inputs: Groups_Toast_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous faites maintenant partie du groupe`)
};

export const groups_toast_leave_failed = /** @type {(inputs: Groups_Toast_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de quitter le groupe.`)
};

export const groups_toast_left = /** @type {(inputs: Groups_Toast_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez quitté le groupe`)
};

export const groups_toast_lift_ban_failed = /** @type {(inputs: Groups_Toast_Lift_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de lever le bannissement.`)
};

export const groups_toast_limit_exceeded = /** @type {(inputs: Groups_Toast_Limit_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le groupe. Le nombre maximal de groupes par utilisateur est dépassé.`)
};

export const groups_toast_made_host = /** @type {(inputs: Groups_Toast_Made_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} est maintenant hôte d'événements`)
};

export const groups_toast_member_banned = /** @type {(inputs: Groups_Toast_Member_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le bannissement de ${i?.name} a été appliqué`)
};

export const groups_toast_member_removed = /** @type {(inputs: Groups_Toast_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ne fait plus partie du groupe`)
};

export const groups_toast_membership_request_failed = /** @type {(inputs: Groups_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer la demande d'adhésion.`)
};

export const groups_toast_membership_requested = /** @type {(inputs: Groups_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion a été envoyée au propriétaire du groupe`)
};

export const groups_toast_remove_follower_failed = /** @type {(inputs: Groups_Toast_Remove_Follower_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer l'abonné. Veuillez réessayer.`)
};

export const groups_toast_remove_member_failed = /** @type {(inputs: Groups_Toast_Remove_Member_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer le membre.`)
};

export const groups_toast_request_approved = /** @type {(inputs: Groups_Toast_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande a été approuvée`)
};

export const groups_toast_request_handling_failed = /** @type {(inputs: Groups_Toast_Request_Handling_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de traiter la demande.`)
};

export const groups_toast_request_rejected = /** @type {(inputs: Groups_Toast_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La demande a été refusée`)
};

export const groups_toast_request_withdrawn = /** @type {(inputs: Groups_Toast_Request_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion a été retirée`)
};

export const groups_toast_unmade_host = /** @type {(inputs: Groups_Toast_Unmade_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} n'est plus hôte d'événements`)
};

export const groups_toast_update_failed = /** @type {(inputs: Groups_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de mettre à jour le groupe`)
};

export const groups_toast_updated = /** @type {(inputs: Groups_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le groupe a bien été mis à jour`)
};

export const groups_toast_withdraw_failed = /** @type {(inputs: Groups_Toast_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer la demande.`)
};

export const groups_upcoming_empty = /** @type {(inputs: Groups_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun événement à venir`)
};

export const groups_withdraw_request = /** @type {(inputs: Groups_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la demande`)
};

export const groups_your_groups_label = /** @type {(inputs: Groups_Your_Groups_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos groupes`)
};

export const groups_your_groups_load_failed = /** @type {(inputs: Groups_Your_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger vos groupes.`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Club de lecture`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Café`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Promenades de chiens`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jardinage`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Randonnée`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Soirées jam`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Course`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Croquis`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer votre compte gratuit`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer votre propre groupe`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements à venir, les plus proches d'abord.`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer les événements`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer les groupes`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Cherchez des groupes par nom ou par #étiquette : randonnée, échange linguistique, jardinage, programmation et plus encore. Chaque membre peut gérer un groupe gratuitement : planifiez des événements, accueillez des membres et bâtissez votre propre communauté.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Cherchez des groupes par nom ou par #étiquette : randonnée, échange linguistique, jardinage, programmation et plus encore. Chaque membre peut gérer ${i?.count} groupes gratuitement : planifiez des événements, accueillez des membres et bâtissez votre propre communauté.`);
	return /** @type {LocalizedString} */ ("home_find_people_text");
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez votre monde`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Randonnées au lever du soleil, soirées de jeux de société, corvées au jardin : réservez une place aux événements près de chez vous. Quand un événement est complet, inscrivez-vous sur la liste d'attente : nous vous ferons avancer dès qu'une place se libère.`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participez à votre premier événement`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes de la région de Vancouver, les plus actifs d'abord.`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J'ai déjà un compte`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commencer à explorer`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes et événements partout à Vancouver`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouvez des gens qui partagent vos intérêts, des courses matinales le long de la digue aux soirées de jeux de société à Mount Pleasant. Joignez-vous à un groupe, participez à un événement ou lancez le vôtre.`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue sur Neighbourly, l'espace pour créer de nouveaux liens!`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes événements`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes groupes`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte gratuit vous permet de vous joindre à des groupes, de réserver une place à des événements et de lancer votre propre communauté. Déjà membre? Connectez-vous pour voir ce que préparent vos groupes et chercher par nom ou par #étiquette.`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau sur Neighbourly?`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bon retour, ${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voyez ce qui se passe près de chez vous, ou cherchez par nom ou par #étiquette.`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("fr", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · ${i?.count} sur la liste d'attente`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement privé`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement public`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} participant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} participants`);
	return /** @type {LocalizedString} */ ("labels_going_count");
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe privé`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe public`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué par l'équipe de modération`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} membre`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} membres`);
	return /** @type {LocalizedString} */ ("labels_members_count");
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun participant pour l'instant`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hôte`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Participant(e)`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En liste d'attente`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {const limitPlural = registry.plural("fr", i?.limit, {});
	const takenPlural = registry.plural("fr", i?.taken, {});
	const takenText = registry.number("fr", i?.taken, {});
	const limitText = registry.number("fr", i?.limit, {});
	if (takenPlural === "one") return /** @type {LocalizedString} */ (`${i?.taken} place prise sur ${i?.limit}`);
	if (takenPlural === "other") return /** @type {LocalizedString} */ (`${i?.taken} places prises sur ${i?.limit}`);
	return /** @type {LocalizedString} */ ("labels_places_taken");
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente d'examen`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table des matières`)
};

export const legal_cookies_auth_store_duration = /** @type {(inputs: Legal_Cookies_Auth_Store_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à ce que vous vous déconnectiez`)
};

export const legal_cookies_auth_store_purpose = /** @type {(inputs: Legal_Cookies_Auth_Store_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mémorise que vous êtes connecté, avec votre identifiant et votre nom affiché, pour que la page affiche tout de suite le bon menu.`)
};

export const legal_cookies_changes_heading = /** @type {(inputs: Legal_Cookies_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications et coordonnées`)
};

export const legal_cookies_changes_p1 = /** @type {(inputs: Legal_Cookies_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si nous ajoutons un jour un témoin qui n'est pas strictement nécessaire, nous mettrons d'abord à jour la présente politique et vous demanderons votre consentement. Des questions? Joignez-nous au moyen de la ${i?.helpLink}, et consultez la ${i?.privacyLink} pour savoir comment nous traitons les renseignements personnels.`)
};

export const legal_cookies_color_scheme_purpose = /** @type {(inputs: Legal_Cookies_Color_Scheme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le jeu de couleurs clair ou sombre que vous avez choisi, pour qu'une page s'affiche déjà avec celui-ci avant même de démarrer. Absent tant que vous suivez le réglage de votre système.`)
};

export const legal_cookies_column_duration = /** @type {(inputs: Legal_Cookies_Column_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée`)
};

export const legal_cookies_column_name = /** @type {(inputs: Legal_Cookies_Column_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

export const legal_cookies_column_purpose = /** @type {(inputs: Legal_Cookies_Column_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilité`)
};

export const legal_cookies_column_type = /** @type {(inputs: Legal_Cookies_Column_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type d'élément`)
};

export const legal_cookies_control_heading = /** @type {(inputs: Legal_Cookies_Control_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos choix`)
};

export const legal_cookies_control_p1 = /** @type {(inputs: Legal_Cookies_Control_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez supprimer les témoins et les données de site en tout temps dans les paramètres de votre navigateur, et la plupart des navigateurs permettent de bloquer complètement les témoins. Si vous bloquez ou supprimez les témoins ${i?.session} ou ${i?.xsrf}, vous serez déconnecté et ne pourrez plus vous connecter tant que vous ne les autoriserez pas de nouveau. Effacer le stockage local ne fait que réinitialiser votre préférence de thème.`)
};

export const legal_cookies_intro = /** @type {(inputs: Legal_Cookies_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La présente politique énumère chaque témoin (cookie) et chaque élément de stockage du navigateur qu'utilise Neighbourly, et explique pourquoi. En bref : seulement ce qui est strictement nécessaire pour vous connecter, protéger votre compte et mémoriser votre thème. Aucun pistage.`)
};

export const legal_cookies_kind_cookie = /** @type {(inputs: Legal_Cookies_Kind_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoin`)
};

export const legal_cookies_kind_cookie_http_only = /** @type {(inputs: Legal_Cookies_Kind_Cookie_Http_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoin, HttpOnly`)
};

export const legal_cookies_kind_local_storage = /** @type {(inputs: Legal_Cookies_Kind_Local_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stockage local`)
};

export const legal_cookies_kind_session_storage = /** @type {(inputs: Legal_Cookies_Kind_Session_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stockage de session`)
};

export const legal_cookies_list_heading = /** @type {(inputs: Legal_Cookies_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les témoins et le stockage que nous utilisons`)
};

export const legal_cookies_list_p1 = /** @type {(inputs: Legal_Cookies_List_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lorsque vous vous déconnectez, nous supprimons l'enregistrement ${i?.authStore} et effaçons le témoin ${i?.session}, ainsi que tout témoin ${i?.legacySession} qu'une version antérieure du site aurait pu laisser.`)
};

export const legal_cookies_locale_purpose = /** @type {(inputs: Legal_Cookies_Locale_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La langue que vous avez choisie dans le menu des langues, pour que chaque page s'affiche dans cette langue. Créé seulement lorsque vous en choisissez une; la langue de votre compte, si vous en définissez une dans les Paramètres, la remplace.`)
};

export const legal_cookies_necessary_heading = /** @type {(inputs: Legal_Cookies_Necessary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strictement nécessaires seulement`)
};

export const legal_cookies_necessary_not = /** @type {(inputs: Legal_Cookies_Necessary_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pas`)
};

export const legal_cookies_necessary_p1 = /** @type {(inputs: Legal_Cookies_Necessary_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque témoin et chaque élément de stockage que nous utilisons est strictement nécessaire pour fournir le service que vous demandez : vous connecter, protéger votre compte et mémoriser vos préférences d'affichage. Nous n'utilisons ${i?.not} de témoins d'analyse, de publicité, de médias sociaux ou d'autres témoins de pistage, nous ne dressons pas de profil de votre navigation et nous ne laissons pas de tiers déposer des témoins par l'intermédiaire de Neighbourly. C'est pourquoi nous n'affichons pas de bandeau de consentement aux témoins.`)
};

export const legal_cookies_necessary_p2 = /** @type {(inputs: Legal_Cookies_Necessary_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre captcha par défaut, sur la page d'inscription, fonctionne sans témoins. Si vous vous connectez au moyen d'un fournisseur d'identité externe, ce fournisseur peut déposer ses propres témoins sur son propre site.`)
};

export const legal_cookies_one_year = /** @type {(inputs: Legal_Cookies_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un an`)
};

export const legal_cookies_reload_duration = /** @type {(inputs: Legal_Cookies_Reload_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à ce que vous fermiez l'onglet`)
};

export const legal_cookies_reload_purpose = /** @type {(inputs: Legal_Cookies_Reload_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notent le moment où la page s'est rechargée d'elle-même pour la dernière fois, pour obtenir une nouvelle version de Neighbourly ou après l'expiration de votre session, afin qu'elle ne se recharge jamais en boucle.`)
};

export const legal_cookies_session_duration = /** @type {(inputs: Legal_Cookies_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à ce que vous vous déconnectiez ou que la session expire`)
};

export const legal_cookies_session_purpose = /** @type {(inputs: Legal_Cookies_Session_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maintient votre connexion. Il contient un identifiant de session aléatoire que les scripts de la page ne peuvent pas lire.`)
};

export const legal_cookies_table_label = /** @type {(inputs: Legal_Cookies_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Témoins et stockage du navigateur utilisés par Neighbourly`)
};

export const legal_cookies_theme_duration = /** @type {(inputs: Legal_Cookies_Theme_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jusqu'à ce que vous effaciez les données de votre navigateur`)
};

export const legal_cookies_theme_purpose = /** @type {(inputs: Legal_Cookies_Theme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre préférence de thème : clair, sombre ou système, et si vous l'avez modifiée vous-même. La bibliothèque de thèmes peut aussi mémoriser les jeux de couleurs clair et sombre à utiliser.`)
};

export const legal_cookies_title = /** @type {(inputs: Legal_Cookies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique relative aux témoins`)
};

export const legal_cookies_what_heading = /** @type {(inputs: Legal_Cookies_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que sont les témoins et le stockage du navigateur`)
};

export const legal_cookies_what_p1 = /** @type {(inputs: Legal_Cookies_What_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les témoins (cookies) sont de petits fragments de texte qu'un site Web demande à votre navigateur de conserver et de lui renvoyer lors de visites ultérieures. Le stockage local et le stockage de session sont des espaces semblables de votre navigateur où un site peut conserver de petits réglages. Neighbourly utilise ces trois moyens, et uniquement pour ce dont le service a besoin pour fonctionner.`)
};

export const legal_cookies_xsrf_duration = /** @type {(inputs: Legal_Cookies_Xsrf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée de la session`)
};

export const legal_cookies_xsrf_purpose = /** @type {(inputs: Legal_Cookies_Xsrf_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protège votre compte contre la falsification de requêtes intersites (CSRF) : chaque modification que vous faites doit porter ce jeton.`)
};

export const legal_fact_city = /** @type {(inputs: Legal_Fact_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vancouver (Colombie-Britannique), Canada`)
};

export const legal_fact_governing_law = /** @type {(inputs: Legal_Fact_Governing_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la province de la Colombie-Britannique et les lois fédérales du Canada qui s'y appliquent`)
};

export const legal_free_groups = /** @type {(inputs: Legal_Free_GroupsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`un groupe`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} groupes`);
	return /** @type {LocalizedString} */ ("legal_free_groups");
};

export const legal_free_groups_free = /** @type {(inputs: Legal_Free_Groups_FreeInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`d'un groupe gratuit`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`de ${i?.count} groupes gratuits`);
	return /** @type {LocalizedString} */ ("legal_free_groups_free");
};

export const legal_help_document_title = /** @type {(inputs: Legal_Help_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const legal_help_home = /** @type {(inputs: Legal_Help_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retourner à l'accueil`)
};

export const legal_help_intro = /** @type {(inputs: Legal_Help_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions sur Neighbourly, un problème avec votre compte, ou vous aimeriez avoir plus ${i?.freeGroups}? Écrivez-nous et nous vous répondrons.`)
};

export const legal_help_loading = /** @type {(inputs: Legal_Help_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l'adresse d'aide`)
};

export const legal_help_title = /** @type {(inputs: Legal_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Besoin d'aide?`)
};

export const legal_help_unavailable = /** @type {(inputs: Legal_Help_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre adresse de contact n'est pas disponible pour le moment. Veuillez réessayer plus tard.`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dernière mise à jour : ${i?.date}`)
};

export const legal_link_cookies = /** @type {(inputs: Legal_Link_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique relative aux témoins`)
};

export const legal_link_help = /** @type {(inputs: Legal_Link_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`page d'aide`)
};

export const legal_link_privacy = /** @type {(inputs: Legal_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const legal_privacy_age_heading = /** @type {(inputs: Legal_Privacy_Age_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réservé aux adultes`)
};

export const legal_privacy_age_p1 = /** @type {(inputs: Legal_Privacy_Age_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly est réservé aux personnes de ${i?.age} ans et plus. Nous ne recueillons pas sciemment de renseignements auprès de personnes plus jeunes. Si vous croyez qu'une personne mineure a un compte, avisez-nous et nous le fermerons.`)
};

export const legal_privacy_changes_heading = /** @type {(inputs: Legal_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications de la présente politique`)
};

export const legal_privacy_changes_p1 = /** @type {(inputs: Legal_Privacy_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Si nous modifions la présente politique, nous publierons la nouvelle version ici avec une nouvelle date et nous vous en informerons sur le site avant l'entrée en vigueur des modifications importantes. La ${i?.cookiesLink} explique les témoins et le stockage du navigateur que nous utilisons.`)
};

export const legal_privacy_collect_account = /** @type {(inputs: Legal_Privacy_Collect_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre nom d'utilisateur, votre nom affiché et votre mot de passe. Les mots de passe sont conservés uniquement sous forme de hachage salé à sens unique; personne chez Neighbourly ne peut les lire.`)
};

export const legal_privacy_collect_account_label = /** @type {(inputs: Legal_Privacy_Collect_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignements sur le compte :`)
};

export const legal_privacy_collect_activity = /** @type {(inputs: Legal_Privacy_Collect_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les groupes que vous créez ou auxquels vous vous joignez, les demandes d'adhésion, les événements dont vous êtes l'hôte ou auxquels vous participez, les commentaires et les messages privés lorsque la messagerie est offerte.`)
};

export const legal_privacy_collect_activity_label = /** @type {(inputs: Legal_Privacy_Collect_Activity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous faites sur Neighbourly :`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que nous recueillons`)
};

export const legal_privacy_collect_p1 = /** @type {(inputs: Legal_Privacy_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne recueillons que ce dont Neighbourly a besoin pour fonctionner :`)
};

export const legal_privacy_collect_p2 = /** @type {(inputs: Legal_Privacy_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne demandons pas votre adresse courriel, votre numéro de téléphone, votre date de naissance ni votre position précise, et nous n'utilisons aucun traceur publicitaire ou d'analyse.`)
};

export const legal_privacy_collect_profile = /** @type {(inputs: Legal_Privacy_Collect_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`une image d'avatar et votre emplacement (ville, province ou État, et pays). Les nouveaux comptes commencent avec Vancouver (C.-B.), Canada.`)
};

export const legal_privacy_collect_profile_label = /** @type {(inputs: Legal_Privacy_Collect_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renseignements de profil que vous choisissez d'ajouter :`)
};

export const legal_privacy_collect_technical = /** @type {(inputs: Legal_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`votre témoin de session, votre adresse IP et des renseignements de base sur les requêtes dans nos journaux de serveur. Nous les utilisons pour maintenir votre connexion, pour contrer les abus (p. ex. des tentatives de connexion répétées) et pour corriger les problèmes.`)
};

export const legal_privacy_collect_technical_label = /** @type {(inputs: Legal_Privacy_Collect_Technical_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Données techniques :`)
};

export const legal_privacy_contact_heading = /** @type {(inputs: Legal_Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const legal_privacy_contact_p1 = /** @type {(inputs: Legal_Privacy_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions ou des demandes concernant la protection de vos renseignements personnels? Joignez-nous au moyen de la ${i?.helpLink}.`)
};

export const legal_privacy_fediverse_heading = /** @type {(inputs: Legal_Privacy_Fediverse_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fédivers`)
};

export const legal_privacy_fediverse_p1 = /** @type {(inputs: Legal_Privacy_Fediverse_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les groupes publics peuvent être suivis depuis le fédivers, le réseau de serveurs indépendants comme Mastodon, Mobilizon et Gancio. Quand quelqu’un sur ce réseau suit un groupe public, son serveur reçoit le nom, la description, la couverture et l’identifiant du groupe, ainsi que ses événements publics au fil de leur création, de leurs changements ou de leur annulation : nom, description, date, lieu, couverture, étiquettes et nombre de places restantes. Ces serveurs sont exploités par d’autres, selon leurs propres politiques, et peuvent en garder des copies. Les groupes privés et leurs événements, les membres, les participants, les messages et votre profil ne sont jamais envoyés.`)
};

export const legal_privacy_fediverse_p2 = /** @type {(inputs: Legal_Privacy_Fediverse_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les réponses venues du fédivers à un événement public s’affichent comme commentaires, avec l’identifiant de leur auteur et un lien vers son profil; les responsables de groupe et les hôtes peuvent les supprimer, et les modérateurs peuvent bloquer un serveur entier. La personne responsable d’un groupe public voit quels comptes du fédivers le suivent et peut retirer n’importe lequel.`)
};

export const legal_privacy_intro = /** @type {(inputs: Legal_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly aide les voisins de ${i?.city} à se rencontrer grâce à des groupes et à des événements locaux. La présente politique explique quels renseignements personnels nous recueillons, pourquoi, qui peut les voir et les choix qui s'offrent à vous. Neighbourly est exploité au Canada, est réservé aux adultes de ${i?.age} ans et plus, et est régi par les lois de la Colombie-Britannique et du Canada.`)
};

export const legal_privacy_retention_heading = /** @type {(inputs: Legal_Privacy_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Durée de conservation`)
};

export const legal_privacy_retention_p1 = /** @type {(inputs: Legal_Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous conservons vos renseignements tant que votre compte est ouvert. Lorsque vous supprimez votre compte, votre profil, vos adhésions, vos confirmations de présence aux événements, vos commentaires et vos messages sont supprimés; un groupe dont vous êtes propriétaire est transféré à un autre membre ou supprimé, et les événements dont vous êtes l'hôte sont transférés au propriétaire du groupe. Les journaux de serveur sont conservés pendant une courte période pour des raisons de sécurité, puis supprimés. Les sauvegardes sont écrasées selon un calendrier de rotation.`)
};

export const legal_privacy_rights_heading = /** @type {(inputs: Legal_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos droits`)
};

export const legal_privacy_rights_p1 = /** @type {(inputs: Legal_Privacy_Rights_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En vertu des lois canadiennes sur la protection des renseignements personnels, notamment la LPRPDE et la Personal Information Protection Act de la Colombie-Britannique, vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, nous demander de les corriger et retirer votre consentement en fermant votre compte. Vous pouvez modifier votre profil et supprimer votre compte vous-même dans les Paramètres; pour toute autre demande, communiquez avec nous au moyen de la ${i?.helpLink}. Vous pouvez aussi porter plainte auprès du Commissariat à la protection de la vie privée du Canada ou du Commissariat à l'information et à la protection de la vie privée de la Colombie-Britannique.`)
};

export const legal_privacy_security_heading = /** @type {(inputs: Legal_Privacy_Security_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sécurité`)
};

export const legal_privacy_security_p1 = /** @type {(inputs: Legal_Privacy_Security_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous protégeons vos renseignements au moyen de connexions chiffrées, de mots de passe hachés, de témoins de session HttpOnly, d'une protection contre la falsification de requêtes intersites et d'une limite du nombre de tentatives de connexion. Aucun système n'est parfaitement sûr; veuillez donc utiliser un mot de passe robuste que vous n'utilisez nulle part ailleurs.`)
};

export const legal_privacy_sharing_heading = /** @type {(inputs: Legal_Privacy_Sharing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Communication des renseignements`)
};

export const legal_privacy_sharing_item1 = /** @type {(inputs: Legal_Privacy_Sharing_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aux fournisseurs de services qui hébergent et exploitent Neighbourly pour nous, en vertu de contrats qui les obligent à les protéger et à ne les utiliser que selon nos instructions;`)
};

export const legal_privacy_sharing_item2 = /** @type {(inputs: Legal_Privacy_Sharing_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lorsque la loi l'exige, ou pour protéger la sécurité d'une personne;`)
};

export const legal_privacy_sharing_item3 = /** @type {(inputs: Legal_Privacy_Sharing_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`si Neighbourly est restructuré ou vendu, au nouveau propriétaire, qui devra respecter la présente politique.`)
};

export const legal_privacy_sharing_p1 = /** @type {(inputs: Legal_Privacy_Sharing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous ne vendons ni ne louons vos renseignements personnels, et nous ne les communiquons pas aux annonceurs. Nous les communiquons uniquement :`)
};

export const legal_privacy_third_parties_heading = /** @type {(inputs: Legal_Privacy_Third_Parties_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fournisseurs de connexion et captcha`)
};

export const legal_privacy_third_parties_p1 = /** @type {(inputs: Legal_Privacy_Third_Parties_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Si vous vous connectez au moyen d'un fournisseur d'identité externe, ce fournisseur nous transmet un identifiant stable qui vous est propre et, s'il est disponible, votre nom. Ce que ce fournisseur fait de vos données est régi par sa propre politique de confidentialité.`)
};

export const legal_privacy_third_parties_p2 = /** @type {(inputs: Legal_Privacy_Third_Parties_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'inscription est protégée par un captcha. Notre captcha par défaut est une vérification par preuve de travail qui s'exécute dans votre navigateur et sur notre propre serveur; il ne dépose aucun témoin et n'envoie rien à des tiers. Lorsqu'une installation utilise plutôt Google reCAPTCHA, Google traite les données dont il a besoin pour distinguer les personnes des robots, conformément à la politique de confidentialité de Google.`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment nous les utilisons`)
};

export const legal_privacy_use_item1 = /** @type {(inputs: Legal_Privacy_Use_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour créer et sécuriser votre compte et maintenir votre connexion;`)
};

export const legal_privacy_use_item2 = /** @type {(inputs: Legal_Privacy_Use_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour vous montrer les groupes et les événements près de chez vous et vous permettre d'y prendre part;`)
};

export const legal_privacy_use_item3 = /** @type {(inputs: Legal_Privacy_Use_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour permettre aux propriétaires de groupes et aux hôtes d'événements de gérer leurs membres et leurs participants;`)
};

export const legal_privacy_use_item4 = /** @type {(inputs: Legal_Privacy_Use_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour protéger la communauté contre les pourriels, la fraude et les abus;`)
};

export const legal_privacy_use_item5 = /** @type {(inputs: Legal_Privacy_Use_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour vous répondre lorsque vous nous demandez de l'aide;`)
};

export const legal_privacy_use_item6 = /** @type {(inputs: Legal_Privacy_Use_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pour respecter nos obligations légales.`)
};

export const legal_privacy_visible_heading = /** @type {(inputs: Legal_Privacy_Visible_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que les autres peuvent voir`)
};

export const legal_privacy_visible_p1 = /** @type {(inputs: Legal_Privacy_Visible_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom affiché, votre avatar, votre nom d'utilisateur (il figure dans le lien de votre profil), votre emplacement et la date de votre inscription sont visibles sur votre profil. Les membres d'un groupe peuvent voir qui d'autre en fait partie, et les utilisateurs connectés peuvent voir les participants et les commentaires des événements qu'ils peuvent consulter. Les détails des groupes privés et de leurs événements ne sont montrés qu'à leurs membres.`)
};

export const legal_privacy_visible_p2 = /** @type {(inputs: Legal_Privacy_Visible_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réfléchissez avant de publier : tout ce que vous partagez dans un groupe public peut être vu par les visiteurs.`)
};

export const legal_terms_account_heading = /** @type {(inputs: Legal_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre compte`)
};

export const legal_terms_account_p1 = /** @type {(inputs: Legal_Terms_Account_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez vous inscrire avec un nom d'utilisateur et un mot de passe, ou au moyen d'un fournisseur d'identité externe lorsque cette option est offerte. Gardez votre mot de passe pour vous et choisissez-en un que vous n'utilisez nulle part ailleurs. Vous êtes responsable de ce qui se passe dans votre compte; avisez-nous immédiatement au moyen de la ${i?.helpLink} si vous pensez que quelqu'un d'autre l'a utilisé.`)
};

export const legal_terms_account_p2 = /** @type {(inputs: Legal_Terms_Account_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom d'utilisateur figure dans les liens vers votre profil et ne peut pas être modifié. Votre nom affiché, votre avatar et votre emplacement doivent être véridiques et ne doivent pas servir à usurper l'identité de qui que ce soit.`)
};

export const legal_terms_agreement_heading = /** @type {(inputs: Legal_Terms_Agreement_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À propos des présentes conditions`)
};

export const legal_terms_agreement_p1 = /** @type {(inputs: Legal_Terms_Agreement_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les présentes Conditions d'utilisation constituent une entente entre vous et Neighbourly, le service de groupes et d'événements communautaires de ${i?.city}. Elles s'appliquent chaque fois que vous visitez le site, créez un compte, vous joignez à un groupe ou en gérez un, êtes l'hôte d'un événement ou y participez, ou publiez quoi que ce soit sur Neighbourly.`)
};

export const legal_terms_agreement_p2 = /** @type {(inputs: Legal_Terms_Agreement_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`En créant un compte ou en utilisant Neighbourly, vous acceptez les présentes conditions, notre ${i?.privacyLink} et notre ${i?.cookiesLink}. Si vous n'êtes pas d'accord, veuillez ne pas utiliser le service.`)
};

export const legal_terms_changes_heading = /** @type {(inputs: Legal_Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications des présentes conditions`)
};

export const legal_terms_changes_p1 = /** @type {(inputs: Legal_Terms_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nous pouvons mettre à jour les présentes conditions à mesure que Neighbourly évolue. Lorsque nous apportons une modification, nous en donnons avis sur le site et, pour les modifications importantes, par un message dans votre compte. Les modifications prennent effet ${i?.days} jours après cet avis. Si vous continuez ensuite d'utiliser Neighbourly, vous acceptez les conditions mises à jour; si vous n'êtes pas d'accord, vous pouvez fermer votre compte avant leur entrée en vigueur.`)
};

export const legal_terms_contact_heading = /** @type {(inputs: Legal_Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous joindre`)
};

export const legal_terms_contact_p1 = /** @type {(inputs: Legal_Terms_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Des questions sur les présentes conditions? Joignez-nous au moyen de la ${i?.helpLink}.`)
};

export const legal_terms_content_heading = /** @type {(inputs: Legal_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous publiez`)
};

export const legal_terms_content_p1 = /** @type {(inputs: Legal_Terms_Content_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous demeurez propriétaire des textes et des images que vous publiez, comme les descriptions de groupes, les détails d'événements, les commentaires, les messages, les images de couverture et les avatars. Vous accordez à Neighbourly une licence non exclusive et libre de redevances lui permettant de stocker, d'afficher et de partager ce contenu au sein du service afin que celui-ci fonctionne comme prévu, par exemple pour montrer votre événement aux membres de votre groupe. La licence prend fin lorsque vous supprimez le contenu ou votre compte, sauf pour les copies que d'autres utilisateurs ont déjà reçues dans des messages.`)
};

export const legal_terms_content_p2 = /** @type {(inputs: Legal_Terms_Content_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne publiez que du contenu que vous avez le droit de partager. Nous pouvons retirer tout contenu qui enfreint les présentes conditions ou la loi.`)
};

export const legal_terms_disclaimer_heading = /** @type {(inputs: Legal_Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclusion de garanties`)
};

export const legal_terms_disclaimer_p1 = /** @type {(inputs: Legal_Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly est fourni « tel quel » et « selon la disponibilité ». Dans la mesure permise par la loi, nous ne garantissons pas que le service sera ininterrompu ou exempt d'erreurs, ni que les groupes, les événements et le contenu publiés par les utilisateurs sont exacts, sûrs ou adaptés à votre situation. Rien dans les présentes conditions ne limite un droit que vous confère la législation sur la protection du consommateur et qui ne peut être exclu.`)
};

export const legal_terms_eligibility_heading = /** @type {(inputs: Legal_Terms_Eligibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui peut utiliser Neighbourly`)
};

export const legal_terms_eligibility_p1 = /** @type {(inputs: Legal_Terms_Eligibility_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly est réservé aux adultes. Vous devez avoir ${i?.age} ans ou plus pour créer un compte, vous joindre à un groupe ou participer à un événement organisé au moyen du service. En vous inscrivant, vous confirmez avoir au moins ${i?.age} ans.`)
};

export const legal_terms_eligibility_p2 = /** @type {(inputs: Legal_Terms_Eligibility_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque compte appartient à une seule personne. Vous ne pouvez pas créer de compte pour une autre personne, partager votre compte ni ouvrir un nouveau compte après que nous avons fermé l'un des vôtres pour non-respect des présentes conditions.`)
};

export const legal_terms_ending_heading = /** @type {(inputs: Legal_Terms_Ending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermeture de votre compte`)
};

export const legal_terms_ending_p1 = /** @type {(inputs: Legal_Terms_Ending_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez supprimer votre compte en tout temps dans les Paramètres. Vos adhésions, vos confirmations de présence aux événements, vos commentaires et vos messages sont alors supprimés. Un groupe dont vous êtes propriétaire est transféré à l'un de ses hôtes d'événements ou, à défaut, à l'un de ses membres; un groupe où il ne reste personne est supprimé.`)
};

export const legal_terms_ending_p2 = /** @type {(inputs: Legal_Terms_Ending_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous pouvons suspendre ou fermer un compte qui enfreint les présentes conditions, qui met d'autres personnes en danger ou qui expose Neighbourly à une responsabilité juridique. Lorsque cela est sécuritaire et légal, nous vous en indiquerons la raison.`)
};

export const legal_terms_groups_heading = /** @type {(inputs: Legal_Terms_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupes et événements`)
};

export const legal_terms_groups_item1 = /** @type {(inputs: Legal_Terms_Groups_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`décrire leurs événements avec exactitude, y compris le lieu, l'heure et toute limite;`)
};

export const legal_terms_groups_item2 = /** @type {(inputs: Legal_Terms_Groups_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`traiter équitablement les demandes d'adhésion et la participation;`)
};

export const legal_terms_groups_item3 = /** @type {(inputs: Legal_Terms_Groups_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`respecter la loi, y compris les exigences de permis et les règles du lieu qui s'appliquent à leur événement.`)
};

export const legal_terms_groups_p1 = /** @type {(inputs: Legal_Terms_Groups_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Chaque utilisateur peut créer ${i?.freeGroups} sans frais pour un usage non commercial, par exemple un club de lecture, un groupe de course ou une corvée de nettoyage du quartier. Les groupes exploités dans un but lucratif, pour vendre des biens ou des services ou pour promouvoir une entreprise ne sont pas visés par l'offre gratuite. Si vous souhaitez créer plus de groupes, ou gérer un groupe pour une organisation, communiquez avec nous au moyen de la ${i?.helpLink}.`)
};

export const legal_terms_groups_p2 = /** @type {(inputs: Legal_Terms_Groups_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les propriétaires de groupes et les hôtes d'événements sont responsables des groupes et des événements qu'ils gèrent. Ils doivent :`)
};

export const legal_terms_groups_p3 = /** @type {(inputs: Legal_Terms_Groups_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements ont lieu dans le monde réel, et non sur Neighbourly. Nous n'organisons, ne supervisons ni ne vérifions les événements, les hôtes ou les participants. Faites preuve de bon sens : donnez-vous rendez-vous dans des lieux publics, dites à un proche où vous allez et partez si vous ne vous sentez pas en sécurité.`)
};

export const legal_terms_intro = /** @type {(inputs: Legal_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue sur Neighbourly. Veuillez lire attentivement les présentes conditions : elles expliquent ce que vous pouvez attendre de nous et ce que nous attendons de vous. En bref, Neighbourly est réservé aux adultes de ${i?.age} ans et plus, chaque utilisateur peut gérer ${i?.freeGroups} gratuitement pour un usage non commercial, et les lois du Canada s'appliquent.`)
};

export const legal_terms_law_heading = /** @type {(inputs: Legal_Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Droit applicable`)
};

export const legal_terms_law_p1 = /** @type {(inputs: Legal_Terms_Law_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Les présentes conditions sont régies par les lois de ${i?.law}, et les litiges relèvent de la compétence exclusive des tribunaux de la Colombie-Britannique, au Canada, à moins que la loi de votre lieu de résidence ne vous donne le droit d'intenter un recours ailleurs.`)
};

export const legal_terms_liability_heading = /** @type {(inputs: Legal_Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitation de responsabilité`)
};

export const legal_terms_liability_p1 = /** @type {(inputs: Legal_Terms_Liability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dans toute la mesure permise par la loi, Neighbourly n'est pas responsable des pertes indirectes, accessoires, spéciales ou consécutives, ni des pertes de données, de profits ou d'achalandage, découlant de votre utilisation du service ou de tout groupe ou événement auquel vous prenez part.`)
};

export const legal_terms_liability_p2 = /** @type {(inputs: Legal_Terms_Liability_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre responsabilité totale envers vous pour toute réclamation relative au service se limite aux montants que vous nous avez versés pour Neighbourly au cours des six mois précédant le fait à l'origine de la réclamation. Si vous utilisez Neighbourly gratuitement, ce montant est nul.`)
};

export const legal_terms_rules_heading = /** @type {(inputs: Legal_Terms_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règles de la communauté`)
};

export const legal_terms_rules_item1 = /** @type {(inputs: Legal_Terms_Rules_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`harceler, menacer ou intimider qui que ce soit, ni faire preuve de discrimination envers quiconque;`)
};

export const legal_terms_rules_item2 = /** @type {(inputs: Legal_Terms_Rules_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`publier du contenu haineux, sexuellement explicite, violent ou illégal;`)
};

export const legal_terms_rules_item3 = /** @type {(inputs: Legal_Terms_Rules_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`envoyer des pourriels, des chaînes de messages ou de la publicité non sollicitée;`)
};

export const legal_terms_rules_item4 = /** @type {(inputs: Legal_Terms_Rules_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recueillir les renseignements personnels d'autres utilisateurs sans leur consentement;`)
};

export const legal_terms_rules_item5 = /** @type {(inputs: Legal_Terms_Rules_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nuire au fonctionnement du service, contourner ses limites ou ses mesures de sécurité, ou y accéder au moyen d'outils automatisés autres que l'indexation ordinaire des pages publiques par les moteurs de recherche;`)
};

export const legal_terms_rules_item6 = /** @type {(inputs: Legal_Terms_Rules_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`utiliser Neighbourly à des fins illégales.`)
};

export const legal_terms_rules_p1 = /** @type {(inputs: Legal_Terms_Rules_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly fonctionne bien quand les voisins se traitent avec respect. Vous vous engagez à ne pas :`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const mail_activity_joined = /** @type {(inputs: Mail_Activity_JoinedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau participant`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} nouveaux participants`);
	return /** @type {LocalizedString} */ ("mail_activity_joined");
};

export const mail_activity_joined_first = /** @type {(inputs: Mail_Activity_Joined_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} nouveau participant à ${i?.event}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} nouveaux participants à ${i?.event}`);
	return /** @type {LocalizedString} */ ("mail_activity_joined_first");
};

export const mail_activity_left = /** @type {(inputs: Mail_Activity_LeftInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} s'est retirée`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} se sont retirées`);
	return /** @type {LocalizedString} */ ("mail_activity_left");
};

export const mail_activity_left_first = /** @type {(inputs: Mail_Activity_Left_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} personne s'est retirée de ${i?.event}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} personnes se sont retirées de ${i?.event}`);
	return /** @type {LocalizedString} */ ("mail_activity_left_first");
};

export const mail_activity_sentence = /** @type {(inputs: Mail_Activity_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phrases}.`)
};

export const mail_activity_separator = /** @type {(inputs: Mail_Activity_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

export const mail_activity_waitlisted = /** @type {(inputs: Mail_Activity_WaitlistedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} sur la liste d'attente`)
};

export const mail_activity_waitlisted_first = /** @type {(inputs: Mail_Activity_Waitlisted_FirstInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} personne s'est inscrite sur la liste d'attente de ${i?.event}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} personnes se sont inscrites sur la liste d'attente de ${i?.event}`);
	return /** @type {LocalizedString} */ ("mail_activity_waitlisted_first");
};

export const mail_asks_to_join = /** @type {(inputs: Mail_Asks_To_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} demande à se joindre à ${i?.group}.`)
};

export const mail_cancelled = /** @type {(inputs: Mail_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'événement ${i?.event} (${i?.when}) a été annulé.`)
};

export const mail_changed_place = /** @type {(inputs: Mail_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'événement ${i?.event} a changé : maintenant à ${i?.place} (auparavant à ${i?.placeBefore}).`)
};

export const mail_changed_time = /** @type {(inputs: Mail_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'événement ${i?.event} a changé : maintenant le ${i?.when} (auparavant le ${i?.whenBefore}).`)
};

export const mail_changed_time_and_place = /** @type {(inputs: Mail_Changed_Time_And_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'événement ${i?.event} a changé : maintenant le ${i?.when} (auparavant le ${i?.whenBefore}), à ${i?.place} (auparavant à ${i?.placeBefore}).`)
};

export const mail_commented = /** @type {(inputs: Mail_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} a commenté l'événement ${i?.event} : « ${i?.quote} »`)
};

export const mail_digest_event_activity_subject = /** @type {(inputs: Mail_Digest_Event_Activity_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly : aujourd'hui aux événements dont vous êtes l'hôte`)
};

export const mail_digest_event_activity_title = /** @type {(inputs: Mail_Digest_Event_Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aujourd'hui aux événements dont vous êtes l'hôte`)
};

export const mail_digest_heading = /** @type {(inputs: Mail_Digest_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} :`)
};

export const mail_event_with_time = /** @type {(inputs: Mail_Event_With_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} (${i?.when})`)
};

export const mail_full_all = /** @type {(inputs: Mail_Full_AllInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("fr", i?.count, {});return /** @type {LocalizedString} */ (`L'événement ${i?.event} (${i?.when}) est complet : les ${i?.count} places sont prises.`)
};

export const mail_full_one = /** @type {(inputs: Mail_Full_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L'événement ${i?.event} (${i?.when}) est complet : sa seule place est prise.`)
};

export const mail_group_given = /** @type {(inputs: Mail_Group_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vous a confié ${i?.group} : vous en êtes maintenant propriétaire.`)
};

export const mail_new_event = /** @type {(inputs: Mail_New_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvel événement dans ${i?.group} : ${i?.event}, le ${i?.when}.`)
};

export const mail_new_host = /** @type {(inputs: Mail_New_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant l'hôte de l'événement ${i?.event} (${i?.when}).`)
};

export const mail_notification_settings = /** @type {(inputs: Mail_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres de notification`)
};

export const mail_now_event_host = /** @type {(inputs: Mail_Now_Event_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant hôte d'événements dans ${i?.group}.`)
};

export const mail_open_in_app = /** @type {(inputs: Mail_Open_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir dans Neighbourly`)
};

export const mail_places_opened_many = /** @type {(inputs: Mail_Places_Opened_ManyInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("fr", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} places se sont libérées à l'événement ${i?.event} (${i?.when}) et ont été attribuées aux ${i?.count} premières personnes de la liste d'attente.`)
};

export const mail_places_opened_one = /** @type {(inputs: Mail_Places_Opened_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place s'est libérée à l'événement ${i?.event} (${i?.when}) et a été attribuée à la première personne de la liste d'attente.`)
};

export const mail_promoted = /** @type {(inputs: Mail_PromotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Une place s'est libérée à l'événement ${i?.event} (${i?.when}) : vous y participez.`)
};

export const mail_reason_kind = /** @type {(inputs: Mail_Reason_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevez ce courriel parce que l'option « ${i?.kind} » est activée dans vos paramètres de notification.`)
};

export const mail_reminder = /** @type {(inputs: Mail_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rappel : l'événement ${i?.event} a lieu le ${i?.when} à ${i?.place}.`)
};

export const mail_reminder_waitlisted = /** @type {(inputs: Mail_Reminder_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes sur la liste d'attente (rang ${i?.position}).`)
};

export const mail_report_closed_action = /** @type {(inputs: Mail_Report_Closed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons examiné votre signalement et pris des mesures.`)
};

export const mail_report_closed_no_action = /** @type {(inputs: Mail_Report_Closed_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous avons examiné votre signalement et n'avons constaté aucune infraction.`)
};

export const mail_request_approved = /** @type {(inputs: Mail_Request_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes maintenant membre de ${i?.group}.`)
};

export const mail_request_declined = /** @type {(inputs: Mail_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion à ${i?.group} a été refusée.`)
};

export const mail_subject = /** @type {(inputs: Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly : ${i?.text}`)
};

export const mail_text_link = /** @type {(inputs: Mail_Text_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} : ${i?.url}`)
};

export const mail_unread_messages = /** @type {(inputs: Mail_Unread_MessagesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.name} vous a envoyé un message que vous n'avez pas encore lu.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.name} vous a envoyé ${i?.count} messages que vous n'avez pas encore lus.`);
	return /** @type {LocalizedString} */ ("mail_unread_messages");
};

export const mail_unsubscribe = /** @type {(inputs: Mail_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer cette adresse`)
};

export const mail_verify_open_link = /** @type {(inputs: Mail_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pour la confirmer, ouvrez le lien ci-dessous. Il est valide pendant 24 heures.`)
};

export const mail_verify_reason = /** @type {(inputs: Mail_Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly n'enverra plus rien à cette adresse tant qu'elle n'aura pas été confirmée.`)
};

export const mail_verify_someone_asked = /** @type {(inputs: Mail_Verify_Someone_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu'un a demandé à utiliser cette adresse pour un compte Neighbourly; si ce n'était pas vous, ignorez ce message.`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly : confirmez votre adresse courriel`)
};

export const messaging_back_to_conversations = /** @type {(inputs: Messaging_Back_To_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour aux conversations`)
};

export const messaging_block = /** @type {(inputs: Messaging_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquer`)
};

export const messaging_block_explains = /** @type {(inputs: Messaging_Block_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun de vous deux ne pourra écrire à l'autre. Cette personne n'en est pas avertie. Vous pourrez la débloquer dans les Paramètres.`)
};

export const messaging_block_failed = /** @type {(inputs: Messaging_Block_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de bloquer ${i?.name}. Veuillez réessayer.`)
};

export const messaging_block_title = /** @type {(inputs: Messaging_Block_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bloquer ${i?.name}?`)
};

export const messaging_blocked = /** @type {(inputs: Messaging_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez bloqué ${i?.name}.`)
};

export const messaging_blocked_notice = /** @type {(inputs: Messaging_Blocked_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez bloqué ${i?.name} : aucun de vous deux ne peut écrire à l'autre. ${i?.link}.`)
};

export const messaging_blocked_notice_link = /** @type {(inputs: Messaging_Blocked_Notice_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débloquer cette personne dans les Paramètres`)
};

export const messaging_blocked_people = /** @type {(inputs: Messaging_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes bloquées`)
};

export const messaging_blocked_people_description = /** @type {(inputs: Messaging_Blocked_People_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ni vous ni ces personnes ne pouvez vous écrire. Débloquez une personne pour pouvoir lui écrire de nouveau.`)
};

export const messaging_blocked_people_load_failed = /** @type {(inputs: Messaging_Blocked_People_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les personnes bloquées.`)
};

export const messaging_conversation_options = /** @type {(inputs: Messaging_Conversation_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options de la conversation`)
};

export const messaging_conversations = /** @type {(inputs: Messaging_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste des conversations`)
};

export const messaging_conversations_load_failed = /** @type {(inputs: Messaging_Conversations_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les conversations.`)
};

export const messaging_document_title_with = /** @type {(inputs: Messaging_Document_Title_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · Messagerie`)
};

export const messaging_loading_blocked_people = /** @type {(inputs: Messaging_Loading_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des personnes bloquées`)
};

export const messaging_loading_conversations = /** @type {(inputs: Messaging_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des conversations`)
};

export const messaging_loading_messages = /** @type {(inputs: Messaging_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des messages`)
};

export const messaging_message_label = /** @type {(inputs: Messaging_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message`)
};

export const messaging_message_options = /** @type {(inputs: Messaging_Message_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options du message`)
};

export const messaging_messages_load_failed = /** @type {(inputs: Messaging_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les messages.`)
};

export const messaging_messages_with = /** @type {(inputs: Messaging_Messages_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Messages avec ${i?.name}`)
};

export const messaging_no_blocked_people = /** @type {(inputs: Messaging_No_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez bloqué personne.`)
};

export const messaging_no_conversations = /** @type {(inputs: Messaging_No_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez encore aucune conversation active.`)
};

export const messaging_no_messages = /** @type {(inputs: Messaging_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez encore aucun message.`)
};

export const messaging_opening_conversation = /** @type {(inputs: Messaging_Opening_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverture de la conversation`)
};

export const messaging_report_person = /** @type {(inputs: Messaging_Report_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signaler ${i?.name}`)
};

export const messaging_send = /** @type {(inputs: Messaging_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer`)
};

export const messaging_send_failed = /** @type {(inputs: Messaging_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer votre message. Veuillez réessayer.`)
};

export const messaging_sender = /** @type {(inputs: Messaging_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} :`)
};

export const messaging_show_older = /** @type {(inputs: Messaging_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher les messages plus anciens`)
};

export const messaging_start_failed = /** @type {(inputs: Messaging_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de commencer la conversation. Veuillez réessayer.`)
};

export const messaging_title = /** @type {(inputs: Messaging_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messagerie`)
};

export const messaging_unblock = /** @type {(inputs: Messaging_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Débloquer`)
};

export const messaging_unblock_failed = /** @type {(inputs: Messaging_Unblock_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impossible de débloquer ${i?.name}. Veuillez réessayer.`)
};

export const messaging_unblock_person = /** @type {(inputs: Messaging_Unblock_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Débloquer ${i?.name}`)
};

export const messaging_unblocked = /** @type {(inputs: Messaging_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous avez débloqué ${i?.name}.`)
};

export const messaging_unread = /** @type {(inputs: Messaging_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non lus`)
};

export const messaging_write_message = /** @type {(inputs: Messaging_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrire un message`)
};

export const messaging_you = /** @type {(inputs: Messaging_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous`)
};

export const moderation_action_failed = /** @type {(inputs: Moderation_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'effectuer l'action. Veuillez réessayer.`)
};

export const moderation_as_reported = /** @type {(inputs: Moderation_As_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tel que signalé`)
};

export const moderation_cancel = /** @type {(inputs: Moderation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const moderation_changed_since = /** @type {(inputs: Moderation_Changed_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifié depuis. Maintenant :`)
};

export const moderation_close = /** @type {(inputs: Moderation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermer`)
};

export const moderation_closed_by = /** @type {(inputs: Moderation_Closed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} par ${i?.actor}, ${i?.date}`)
};

export const moderation_closed_reports = /** @type {(inputs: Moderation_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements fermés`)
};

export const moderation_command_line = /** @type {(inputs: Moderation_Command_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligne de commande`)
};

export const moderation_deleted_since = /** @type {(inputs: Moderation_Deleted_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimé depuis.`)
};

export const moderation_dismiss = /** @type {(inputs: Moderation_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeter`)
};

export const moderation_dismiss_done = /** @type {(inputs: Moderation_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements rejetés.`)
};

export const moderation_dismiss_explains = /** @type {(inputs: Moderation_Dismiss_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les signalements sont fermés sans suite. Chaque auteur de signalement est avisé que nous n'avons constaté aucune infraction.`)
};

export const moderation_dismiss_held_explains = /** @type {(inputs: Moderation_Dismiss_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les signalements sont fermés sans suite, et il reste retenu : personne d'autre ne le verra. Pour le publier, choisissez plutôt Rétablir.`)
};

export const moderation_dismiss_title = /** @type {(inputs: Moderation_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeter ces signalements?`)
};

export const moderation_fediverse_account_hint = /** @type {(inputs: Moderation_Fediverse_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’adresse de son profil, par exemple https://spam.example/users/someone`)
};

export const moderation_fediverse_account_label = /** @type {(inputs: Moderation_Fediverse_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse du compte`)
};

export const moderation_fediverse_add = /** @type {(inputs: Moderation_Fediverse_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquer un serveur ou un compte`)
};

export const moderation_fediverse_already = /** @type {(inputs: Moderation_Fediverse_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`C’est déjà bloqué.`)
};

export const moderation_fediverse_bad_account = /** @type {(inputs: Moderation_Fediverse_Bad_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez l’adresse du compte, qui commence par https://.`)
};

export const moderation_fediverse_bad_server = /** @type {(inputs: Moderation_Fediverse_Bad_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez seulement le nom d’hôte du serveur, comme mastodon.example.`)
};

export const moderation_fediverse_block = /** @type {(inputs: Moderation_Fediverse_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloquer`)
};

export const moderation_fediverse_block_done = /** @type {(inputs: Moderation_Fediverse_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloqué. Ses abonnements aux groupes sont retirés.`)
};

export const moderation_fediverse_block_failed = /** @type {(inputs: Moderation_Fediverse_Block_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le blocage n’a pas fonctionné. Réessayez.`)
};

export const moderation_fediverse_blocked_by = /** @type {(inputs: Moderation_Fediverse_Blocked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bloqué par ${i?.actor}, ${i?.date}`)
};

export const moderation_fediverse_empty = /** @type {(inputs: Moderation_Fediverse_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun serveur ni compte n’est bloqué.`)
};

export const moderation_fediverse_explains = /** @type {(inputs: Moderation_Fediverse_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien de ce qui vient d’un serveur ou d’un compte bloqué n’atteint Neighbourly, et ses abonnements aux groupes sont retirés.`)
};

export const moderation_fediverse_kind = /** @type {(inputs: Moderation_Fediverse_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quoi bloquer`)
};

export const moderation_fediverse_kind_account = /** @type {(inputs: Moderation_Fediverse_Kind_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

export const moderation_fediverse_kind_server = /** @type {(inputs: Moderation_Fediverse_Kind_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveur`)
};

export const moderation_fediverse_lift = /** @type {(inputs: Moderation_Fediverse_LiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lever`)
};

export const moderation_fediverse_lift_explains = /** @type {(inputs: Moderation_Fediverse_Lift_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il pourra de nouveau atteindre Neighbourly. Les abonnements retirés par le blocage ne reviennent pas : ses membres peuvent suivre les groupes de nouveau.`)
};

export const moderation_fediverse_lift_failed = /** @type {(inputs: Moderation_Fediverse_Lift_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le blocage n’a pas pu être levé. Réessayez.`)
};

export const moderation_fediverse_lift_title = /** @type {(inputs: Moderation_Fediverse_Lift_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lever ce blocage?`)
};

export const moderation_fediverse_lifted = /** @type {(inputs: Moderation_Fediverse_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocage levé.`)
};

export const moderation_fediverse_load_failed = /** @type {(inputs: Moderation_Fediverse_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les blocages n’ont pas pu être chargés.`)
};

export const moderation_fediverse_loading = /** @type {(inputs: Moderation_Fediverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des blocages…`)
};

export const moderation_fediverse_reason_hint = /** @type {(inputs: Moderation_Fediverse_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vu seulement par les modérateurs.`)
};

export const moderation_fediverse_reason_label = /** @type {(inputs: Moderation_Fediverse_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (facultatif)`)
};

export const moderation_fediverse_server_hint = /** @type {(inputs: Moderation_Fediverse_Server_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Par exemple spam.example`)
};

export const moderation_fediverse_server_label = /** @type {(inputs: Moderation_Fediverse_Server_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d’hôte du serveur`)
};

export const moderation_fediverse_title = /** @type {(inputs: Moderation_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveurs et comptes bloqués`)
};

export const moderation_first_reported = /** @type {(inputs: Moderation_First_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Premier signalement le ${i?.date}`)
};

export const moderation_forbidden = /** @type {(inputs: Moderation_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule l'équipe de modération du site peut voir cette page`)
};

export const moderation_go_home = /** @type {(inputs: Moderation_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à l'accueil`)
};

export const moderation_held_mine = /** @type {(inputs: Moderation_Held_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne d'autre que vous ne peut le voir jusqu'à ce qu'un modérateur l'examine.`)
};

export const moderation_held_theirs = /** @type {(inputs: Moderation_Held_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls son auteur et l'équipe de modération peuvent le voir jusqu'à ce qu'un modérateur l'examine.`)
};

export const moderation_hidden_mine = /** @type {(inputs: Moderation_Hidden_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls vous et l'équipe de modération pouvez le voir.`)
};

export const moderation_hidden_theirs = /** @type {(inputs: Moderation_Hidden_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls son auteur et l'équipe de modération peuvent le voir.`)
};

export const moderation_hide = /** @type {(inputs: Moderation_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer`)
};

export const moderation_hide_comment_title = /** @type {(inputs: Moderation_Hide_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer ce commentaire?`)
};

export const moderation_hide_done = /** @type {(inputs: Moderation_Hide_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué. Les signalements sont fermés.`)
};

export const moderation_hide_event_title = /** @type {(inputs: Moderation_Hide_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer cet événement?`)
};

export const moderation_hide_explains = /** @type {(inputs: Moderation_Hide_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls son auteur et l'équipe de modération le verront, avec la mention « Masqué par l'équipe de modération » et votre motif. Rien n'est supprimé : il pourra être rétabli. Les auteurs des signalements sont avisés que nous sommes intervenus.`)
};

export const moderation_hide_group_title = /** @type {(inputs: Moderation_Hide_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer ce groupe?`)
};

export const moderation_hide_message_title = /** @type {(inputs: Moderation_Hide_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masquer ce message?`)
};

export const moderation_history = /** @type {(inputs: Moderation_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interventions antérieures contre l'auteur`)
};

export const moderation_history_entry = /** @type {(inputs: Moderation_History_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject}), ${i?.date}, par ${i?.actor}`)
};

export const moderation_history_entry_reason = /** @type {(inputs: Moderation_History_Entry_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} (${i?.subject}), ${i?.date}, par ${i?.actor} : ${i?.reason}`)
};

export const moderation_load_more = /** @type {(inputs: Moderation_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus`)
};

export const moderation_loading_log = /** @type {(inputs: Moderation_Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du journal`)
};

export const moderation_loading_reports = /** @type {(inputs: Moderation_Loading_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des signalements`)
};

export const moderation_log = /** @type {(inputs: Moderation_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal de modération`)
};

export const moderation_log_action = /** @type {(inputs: Moderation_Log_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intervention`)
};

export const moderation_log_block = /** @type {(inputs: Moderation_Log_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bloqué`)
};

export const moderation_log_card_person = /** @type {(inputs: Moderation_Log_Card_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne concernée : ${i?.login}`)
};

export const moderation_log_card_title = /** @type {(inputs: Moderation_Log_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} : ${i?.subject}`)
};

export const moderation_log_card_when = /** @type {(inputs: Moderation_Log_Card_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · par ${i?.actor}`)
};

export const moderation_log_change = /** @type {(inputs: Moderation_Log_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} : ${i?.from} → ${i?.to}`)
};

export const moderation_log_dismiss = /** @type {(inputs: Moderation_Log_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejeté`)
};

export const moderation_log_empty = /** @type {(inputs: Moderation_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n'a encore été consigné.`)
};

export const moderation_log_hide = /** @type {(inputs: Moderation_Log_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué`)
};

export const moderation_log_load_failed = /** @type {(inputs: Moderation_Log_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger le journal.`)
};

export const moderation_log_none = /** @type {(inputs: Moderation_Log_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aucun`)
};

export const moderation_log_person_concerned = /** @type {(inputs: Moderation_Log_Person_ConcernedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne concernée`)
};

export const moderation_log_reason = /** @type {(inputs: Moderation_Log_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif`)
};

export const moderation_log_restore = /** @type {(inputs: Moderation_Log_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétabli`)
};

export const moderation_log_set_allowance = /** @type {(inputs: Moderation_Log_Set_AllowanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quota de groupes modifié`)
};

export const moderation_log_set_role = /** @type {(inputs: Moderation_Log_Set_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle sur le site modifié`)
};

export const moderation_log_subject = /** @type {(inputs: Moderation_Log_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Objet`)
};

export const moderation_log_subject_id = /** @type {(inputs: Moderation_Log_Subject_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} ${i?.id}`)
};

export const moderation_log_suspend = /** @type {(inputs: Moderation_Log_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendu`)
};

export const moderation_log_unblock = /** @type {(inputs: Moderation_Log_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Blocage levé`)
};

export const moderation_log_unsuspend = /** @type {(inputs: Moderation_Log_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension levée`)
};

export const moderation_log_until = /** @type {(inputs: Moderation_Log_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} jusqu'au ${i?.date}`)
};

export const moderation_log_when = /** @type {(inputs: Moderation_Log_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quand`)
};

export const moderation_log_who = /** @type {(inputs: Moderation_Log_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qui`)
};

export const moderation_no_closed_reports = /** @type {(inputs: Moderation_No_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun signalement fermé pour l'instant.`)
};

export const moderation_no_history = /** @type {(inputs: Moderation_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune intervention antérieure contre l'auteur.`)
};

export const moderation_no_open_reports = /** @type {(inputs: Moderation_No_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun signalement ouvert.`)
};

export const moderation_noun_comment = /** @type {(inputs: Moderation_Noun_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`commentaire`)
};

export const moderation_noun_event = /** @type {(inputs: Moderation_Noun_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`événement`)
};

export const moderation_noun_group = /** @type {(inputs: Moderation_Noun_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`groupe`)
};

export const moderation_noun_message = /** @type {(inputs: Moderation_Noun_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`message privé`)
};

export const moderation_noun_person = /** @type {(inputs: Moderation_Noun_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`personne`)
};

export const moderation_noun_remote_account = /** @type {(inputs: Moderation_Noun_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`compte du fédivers`)
};

export const moderation_noun_remote_server = /** @type {(inputs: Moderation_Noun_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`serveur du fédivers`)
};

export const moderation_open_it = /** @type {(inputs: Moderation_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'ouvrir`)
};

export const moderation_open_reports = /** @type {(inputs: Moderation_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements ouverts`)
};

export const moderation_reason_harassment = /** @type {(inputs: Moderation_Reason_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Harcèlement ou intimidation`)
};

export const moderation_reason_hate = /** @type {(inputs: Moderation_Reason_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discours haineux`)
};

export const moderation_reason_impersonation = /** @type {(inputs: Moderation_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se fait passer pour quelqu'un d'autre`)
};

export const moderation_reason_label = /** @type {(inputs: Moderation_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motif (pour le journal de modération)`)
};

export const moderation_reason_line = /** @type {(inputs: Moderation_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

export const moderation_reason_other = /** @type {(inputs: Moderation_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Autre chose`)
};

export const moderation_reason_scam = /** @type {(inputs: Moderation_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arnaque ou fraude`)
};

export const moderation_reason_sexual = /** @type {(inputs: Moderation_Reason_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contenu sexuel`)
};

export const moderation_reason_spam = /** @type {(inputs: Moderation_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourriel ou publicité`)
};

export const moderation_reason_violence = /** @type {(inputs: Moderation_Reason_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Violence ou menaces`)
};

export const moderation_report = /** @type {(inputs: Moderation_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler`)
};

export const moderation_report_comment = /** @type {(inputs: Moderation_Report_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler ce commentaire`)
};

export const moderation_report_details = /** @type {(inputs: Moderation_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Précisions pour la modération (facultatif)`)
};

export const moderation_report_event = /** @type {(inputs: Moderation_Report_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler cet événement`)
};

export const moderation_report_failed = /** @type {(inputs: Moderation_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'envoyer le signalement. Veuillez réessayer.`)
};

export const moderation_report_group = /** @type {(inputs: Moderation_Report_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler ce groupe`)
};

export const moderation_report_message = /** @type {(inputs: Moderation_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler ce message`)
};

export const moderation_report_person = /** @type {(inputs: Moderation_Report_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signaler cette personne`)
};

export const moderation_report_send = /** @type {(inputs: Moderation_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer le signalement`)
};

export const moderation_report_sent = /** @type {(inputs: Moderation_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalement envoyé`)
};

export const moderation_report_thanks = /** @type {(inputs: Moderation_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merci — notre équipe de modération va l'examiner.`)
};

export const moderation_report_why = /** @type {(inputs: Moderation_Report_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pourquoi faites-vous ce signalement?`)
};

export const moderation_reported_by = /** @type {(inputs: Moderation_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`par ${i?.login}, ${i?.date}`)
};

export const moderation_reports = /** @type {(inputs: Moderation_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signalements`)
};

export const moderation_reports_count = /** @type {(inputs: Moderation_Reports_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	const countText = registry.number("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} signalement`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} signalements`);
	return /** @type {LocalizedString} */ ("moderation_reports_count");
};

export const moderation_reports_load_failed = /** @type {(inputs: Moderation_Reports_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger les signalements.`)
};

export const moderation_restore = /** @type {(inputs: Moderation_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir`)
};

export const moderation_restore_comment_title = /** @type {(inputs: Moderation_Restore_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir ce commentaire?`)
};

export const moderation_restore_done = /** @type {(inputs: Moderation_Restore_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétabli. Les signalements sont fermés.`)
};

export const moderation_restore_event_title = /** @type {(inputs: Moderation_Restore_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir cet événement?`)
};

export const moderation_restore_explains = /** @type {(inputs: Moderation_Restore_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous ceux qui pouvaient le voir le voient de nouveau. Les signalements sont fermés.`)
};

export const moderation_restore_group_title = /** @type {(inputs: Moderation_Restore_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir ce groupe?`)
};

export const moderation_restore_held_explains = /** @type {(inputs: Moderation_Restore_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le publie : il était retenu pour examen (liens d'un nouveau compte) et personne d'autre ne l'a encore vu. Les signalements sont fermés.`)
};

export const moderation_restore_held_hint = /** @type {(inputs: Moderation_Restore_Held_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le publie`)
};

export const moderation_restore_message_title = /** @type {(inputs: Moderation_Restore_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rétablir ce message?`)
};

export const moderation_row_comment_by = /** @type {(inputs: Moderation_Row_Comment_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commentaire de ${i?.name}`)
};

export const moderation_row_event_by = /** @type {(inputs: Moderation_Row_Event_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Événement de ${i?.name}`)
};

export const moderation_row_group_by = /** @type {(inputs: Moderation_Row_Group_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Groupe organisé par ${i?.name}`)
};

export const moderation_row_message_by = /** @type {(inputs: Moderation_Row_Message_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Message de ${i?.name}`)
};

export const moderation_row_person = /** @type {(inputs: Moderation_Row_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Personne : ${i?.name}`)
};

export const moderation_sections = /** @type {(inputs: Moderation_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections de la modération`)
};

export const moderation_someone_else_acted = /** @type {(inputs: Moderation_Someone_Else_ActedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu'un d'autre est déjà intervenu sur ces signalements.`)
};

export const moderation_state_deleted = /** @type {(inputs: Moderation_State_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimé`)
};

export const moderation_state_held = /** @type {(inputs: Moderation_State_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retenu pour examen`)
};

export const moderation_state_hidden = /** @type {(inputs: Moderation_State_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Masqué`)
};

export const moderation_state_suspended = /** @type {(inputs: Moderation_State_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendu`)
};

export const moderation_state_suspended_until = /** @type {(inputs: Moderation_State_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Suspendu jusqu'au ${i?.date}`)
};

export const moderation_state_visible = /** @type {(inputs: Moderation_State_VisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Affiché`)
};

export const moderation_subject_comment = /** @type {(inputs: Moderation_Subject_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commentaire`)
};

export const moderation_subject_event = /** @type {(inputs: Moderation_Subject_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événement`)
};

export const moderation_subject_group = /** @type {(inputs: Moderation_Subject_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe`)
};

export const moderation_subject_message = /** @type {(inputs: Moderation_Subject_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message privé`)
};

export const moderation_subject_person = /** @type {(inputs: Moderation_Subject_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne`)
};

export const moderation_subject_remote_account = /** @type {(inputs: Moderation_Subject_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte du fédivers`)
};

export const moderation_subject_remote_server = /** @type {(inputs: Moderation_Subject_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveur du fédivers`)
};

export const moderation_suspend = /** @type {(inputs: Moderation_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre`)
};

export const moderation_suspend_done = /** @type {(inputs: Moderation_Suspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendu. Les signalements sont fermés.`)
};

export const moderation_suspend_explains = /** @type {(inputs: Moderation_Suspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne est déconnectée partout immédiatement et ne peut plus se connecter; ses groupes, événements, commentaires et son profil sont masqués, et ses places aux événements sont libérées. Les auteurs des signalements sont avisés que nous sommes intervenus.`)
};

export const moderation_suspend_title = /** @type {(inputs: Moderation_Suspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspendre cette personne?`)
};

export const moderation_tab_closed = /** @type {(inputs: Moderation_Tab_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fermés`)
};

export const moderation_tab_fediverse = /** @type {(inputs: Moderation_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fédivers`)
};

export const moderation_tab_log = /** @type {(inputs: Moderation_Tab_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Journal`)
};

export const moderation_tab_open = /** @type {(inputs: Moderation_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouverts`)
};

export const moderation_title = /** @type {(inputs: Moderation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modération`)
};

export const moderation_unchanged_since = /** @type {(inputs: Moderation_Unchanged_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inchangé depuis.`)
};

export const moderation_unsuspend = /** @type {(inputs: Moderation_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lever la suspension`)
};

export const moderation_unsuspend_done = /** @type {(inputs: Moderation_Unsuspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suspension levée. Les signalements sont fermés.`)
};

export const moderation_unsuspend_explains = /** @type {(inputs: Moderation_Unsuspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne peut de nouveau se connecter et ce qu'elle a publié s'affiche de nouveau. Les signalements sont fermés.`)
};

export const moderation_unsuspend_title = /** @type {(inputs: Moderation_Unsuspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lever cette suspension?`)
};

export const moderation_until_chosen = /** @type {(inputs: Moderation_Until_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Jusqu'au ${i?.date} (votre heure locale)`)
};

export const moderation_until_hint = /** @type {(inputs: Moderation_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vide : jusqu'à ce qu'un modérateur la lève. Votre heure locale.`)
};

export const moderation_until_label = /** @type {(inputs: Moderation_Until_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin (facultatif)`)
};

export const notifications_also_choose_in_settings = /** @type {(inputs: Notifications_Also_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous pouvez aussi choisir les courriels que vous recevez dans ${i?.settings}.`)
};

export const notifications_choice_failed = /** @type {(inputs: Notifications_Choice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'enregistrer votre choix. Veuillez réessayer.`)
};

export const notifications_choose_emailed = /** @type {(inputs: Notifications_Choose_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir ce qui est envoyé par courriel`)
};

export const notifications_choose_in_settings = /** @type {(inputs: Notifications_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez les courriels que vous recevez dans ${i?.settings}.`)
};

export const notifications_data_export_ready = /** @type {(inputs: Notifications_Data_Export_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La copie de vos données est prête : téléchargez-la depuis Paramètres › Gérer le compte jusqu’au ${i?.date}.`)
};

export const notifications_email_address = /** @type {(inputs: Notifications_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse courriel`)
};

export const notifications_email_description = /** @type {(inputs: Notifications_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'adresse où nous envoyons vos notifications, une fois qu'elle est vérifiée. Elle n'est visible que par vous.`)
};

export const notifications_email_hint = /** @type {(inputs: Notifications_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous y envoyons un lien : votre adresse sera utilisée une fois que vous aurez suivi ce lien.`)
};

export const notifications_email_me = /** @type {(inputs: Notifications_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`M'envoyer un courriel`)
};

export const notifications_email_verified = /** @type {(inputs: Notifications_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse courriel est vérifiée.`)
};

export const notifications_intro = /** @type {(inputs: Notifications_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce qui s'est passé dans vos groupes et vos événements.`)
};

export const notifications_kind_data_export_ready = /** @type {(inputs: Notifications_Kind_Data_Export_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La copie de vos données que vous avez demandée est prête à télécharger`)
};

export const notifications_kind_event_activity = /** @type {(inputs: Notifications_Kind_Event_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité de vos événements : personnes qui participent, attendent ou se désistent`)
};

export const notifications_kind_event_activity_hint = /** @type {(inputs: Notifications_Kind_Event_Activity_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dans l'application immédiatement, puis au plus un avis par heure et par événement. Par courriel, au plus un résumé par jour; sauf si vous le choisissez, aucun pour les groupes de plus de ${i?.max} membres.`)
};

export const notifications_kind_event_cancelled = /** @type {(inputs: Notifications_Kind_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un événement auquel vous participez a été annulé`)
};

export const notifications_kind_event_capacity = /** @type {(inputs: Notifications_Kind_Event_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un de vos événements est complet, ou une place s'est libérée pour sa liste d'attente`)
};

export const notifications_kind_event_changed = /** @type {(inputs: Notifications_Kind_Event_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'heure ou le lieu d'un événement auquel vous participez a changé`)
};

export const notifications_kind_event_reminder = /** @type {(inputs: Notifications_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un rappel 24 heures avant un événement auquel vous participez ou pour lequel vous êtes sur la liste d'attente`)
};

export const notifications_kind_new_comment = /** @type {(inputs: Notifications_Kind_New_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nouveau commentaire sur un événement dont vous êtes l'hôte ou que vous avez commenté`)
};

export const notifications_kind_new_event = /** @type {(inputs: Notifications_Kind_New_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un nouvel événement dans l'un de vos groupes`)
};

export const notifications_kind_new_request = /** @type {(inputs: Notifications_Kind_New_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quelqu'un demande à se joindre à un groupe que vous organisez`)
};

export const notifications_kind_new_role = /** @type {(inputs: Notifications_Kind_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On vous a attribué le rôle d'hôte d'événements, ou confié un groupe ou un événement`)
};

export const notifications_kind_off = /** @type {(inputs: Notifications_Kind_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus de courriels pour « ${i?.label} ».`)
};

export const notifications_kind_on = /** @type {(inputs: Notifications_Kind_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous recevrez des courriels pour « ${i?.label} ».`)
};

export const notifications_kind_report_closed = /** @type {(inputs: Notifications_Kind_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notre équipe de modération a examiné un de vos signalements`)
};

export const notifications_kind_request_approved = /** @type {(inputs: Notifications_Kind_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion a été acceptée`)
};

export const notifications_kind_request_rejected = /** @type {(inputs: Notifications_Kind_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre demande d'adhésion a été refusée`)
};

export const notifications_kind_unread_messages = /** @type {(inputs: Notifications_Kind_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Des messages toujours non lus après 15 minutes`)
};

export const notifications_kind_waitlist_promoted = /** @type {(inputs: Notifications_Kind_Waitlist_PromotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez obtenu une place grâce à la liste d'attente`)
};

export const notifications_kinds_can_email = /** @type {(inputs: Notifications_Kinds_Can_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque notification s'affiche dans l'application; choisissez celles qui vous sont aussi envoyées par courriel.`)
};

export const notifications_kinds_cannot_email = /** @type {(inputs: Notifications_Kinds_Cannot_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque notification s'affiche dans l'application. Ajoutez et vérifiez une adresse courriel pour les recevoir aussi par courriel.`)
};

export const notifications_load_failed = /** @type {(inputs: Notifications_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger vos notifications.`)
};

export const notifications_load_more = /** @type {(inputs: Notifications_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afficher plus`)
};

export const notifications_loading = /** @type {(inputs: Notifications_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos notifications`)
};

export const notifications_loading_settings = /** @type {(inputs: Notifications_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos paramètres de notification`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout marquer comme lu`)
};

export const notifications_mark_all_failed = /** @type {(inputs: Notifications_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de marquer vos notifications comme lues. Veuillez réessayer.`)
};

export const notifications_new = /** @type {(inputs: Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau`)
};

export const notifications_no_email_server = /** @type {(inputs: Notifications_No_Email_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce serveur n'envoie aucun courriel : vos notifications restent dans l'application.`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez encore aucune notification.`)
};

export const notifications_not_verified_not_sent = /** @type {(inputs: Notifications_Not_Verified_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore vérifiée : ce serveur n'envoie aucun courriel, aucun lien n'a donc été envoyé à ${i?.email}.`)
};

export const notifications_not_verified_sent = /** @type {(inputs: Notifications_Not_Verified_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas encore vérifiée : nous avons envoyé un lien à ${i?.email}. Il est valide pendant 24 heures.`)
};

export const notifications_remove = /** @type {(inputs: Notifications_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

export const notifications_remove_address = /** @type {(inputs: Notifications_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l'adresse`)
};

export const notifications_remove_failed = /** @type {(inputs: Notifications_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de retirer votre adresse courriel. Veuillez réessayer.`)
};

export const notifications_remove_question = /** @type {(inputs: Notifications_Remove_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer votre adresse courriel? Plus aucune notification ne vous sera envoyée par courriel.`)
};

export const notifications_removed = /** @type {(inputs: Notifications_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse courriel a été retirée.`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible d'enregistrer votre adresse courriel. Veuillez réessayer.`)
};

export const notifications_saved_verify = /** @type {(inputs: Notifications_Saved_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistré. Veuillez suivre le lien que nous avons envoyé pour vérifier votre adresse.`)
};

export const notifications_settings_load_failed = /** @type {(inputs: Notifications_Settings_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger vos paramètres de notification.`)
};

export const notifications_settings_path = /** @type {(inputs: Notifications_Settings_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres › Notifications`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos notifications`)
};

export const notifications_unsubscribe = /** @type {(inputs: Notifications_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se désabonner`)
};

export const notifications_unsubscribe_explains = /** @type {(inputs: Notifications_Unsubscribe_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus les courriels du type de celui qui contenait ce lien. Vos notifications s'affichent toujours dans l'application.`)
};

export const notifications_unsubscribe_question = /** @type {(inputs: Notifications_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ne plus recevoir ces courriels?`)
};

export const notifications_unsubscribed = /** @type {(inputs: Notifications_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Désabonnement effectué`)
};

export const notifications_unsubscribed_kind = /** @type {(inputs: Notifications_Unsubscribed_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus de courriels pour « ${i?.label} ».`)
};

export const notifications_verified = /** @type {(inputs: Notifications_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiée`)
};

export const pages_event_of_group = /** @type {(inputs: Pages_Event_Of_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Un événement de ${i?.group}`)
};

export const pages_site_description = /** @type {(inputs: Pages_Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly : trouvez des groupes et des événements communautaires à Vancouver, joignez-vous-y ou créez les vôtres.`)
};

export const people_account_delete_failed = /** @type {(inputs: People_Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suppression du compte a échoué.`)
};

export const people_account_deletion_requested = /** @type {(inputs: People_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demande de suppression du compte réussie. Déconnexion...`)
};

export const people_avatar = /** @type {(inputs: People_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photo de profil`)
};

export const people_avatar_delete_failed = /** @type {(inputs: People_Avatar_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suppression de la photo de profil a échoué.`)
};

export const people_avatar_deleted = /** @type {(inputs: People_Avatar_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo de profil a été supprimée`)
};

export const people_avatar_description = /** @type {(inputs: People_Avatar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo de profil s'affiche à côté de votre nom dans les groupes, les événements et les commentaires. Sans photo, c'est la première lettre de votre nom qui s'affiche.`)
};

export const people_avatar_file = /** @type {(inputs: People_Avatar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier image de la photo de profil`)
};

export const people_avatar_of = /** @type {(inputs: People_Avatar_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Photo de profil de ${i?.name}`)
};

export const people_avatar_rule = /** @type {(inputs: People_Avatar_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}.`)
};

export const people_avatar_upload_failed = /** @type {(inputs: People_Avatar_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mise à jour de la photo de profil a échoué.`)
};

export const people_avatar_uploaded = /** @type {(inputs: People_Avatar_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre photo de profil a été téléversée`)
};

export const people_calendar_description = /** @type {(inputs: People_Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnez-vous à cette adresse dans votre application de calendrier (Google Agenda, Calendrier d'Apple, Outlook) pour voir les événements dont vous êtes l'hôte, auxquels vous participez ou pour lesquels vous êtes sur la liste d'attente; elle suit vos inscriptions et vos désistements. Toute personne qui a le lien voit ces événements, alors gardez-le pour vous et obtenez-en un nouveau s'il est divulgué.`)
};

export const people_calendar_link = /** @type {(inputs: People_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien de calendrier`)
};

export const people_calendar_link_failed = /** @type {(inputs: People_Calendar_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre lien de calendrier n'a pas pu être chargé.`)
};

export const people_calendar_link_renew_failed = /** @type {(inputs: People_Calendar_Link_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'obtention d'un nouveau lien de calendrier a échoué.`)
};

export const people_calendar_link_renewed = /** @type {(inputs: People_Calendar_Link_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nouveau lien de calendrier est prêt. L'ancien ne fonctionne plus.`)
};

export const people_calendar_subscription = /** @type {(inputs: People_Calendar_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnement au calendrier`)
};

export const people_change_password = /** @type {(inputs: People_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changer le mot de passe`)
};

export const people_change_password_description = /** @type {(inputs: People_Change_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre session reste ouverte ici; Neighbourly ferme vos sessions partout ailleurs.`)
};

export const people_confirm_new_password = /** @type {(inputs: People_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer le mot de passe`)
};

export const people_copy_link = /** @type {(inputs: People_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier le lien`)
};

export const people_current_password = /** @type {(inputs: People_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe actuel`)
};

export const people_delete = /** @type {(inputs: People_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer`)
};

export const people_delete_account = /** @type {(inputs: People_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer le compte`)
};

export const people_delete_account_description = /** @type {(inputs: People_Delete_Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La suppression de votre compte vous déconnecte et est irréversible.`)
};

export const people_delete_account_events = /** @type {(inputs: People_Delete_Account_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les événements dont vous êtes l'hôte passent au propriétaire de leur groupe.`)
};

export const people_delete_account_groups = /** @type {(inputs: People_Delete_Account_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque groupe dont vous êtes propriétaire passe à un autre membre (un hôte d'événements en priorité); un groupe qui n'a aucun autre membre est supprimé.`)
};

export const people_delete_account_memberships = /** @type {(inputs: People_Delete_Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos adhésions aux groupes, vos demandes d'adhésion, vos inscriptions aux événements et vos commentaires sont supprimés.`)
};

export const people_delete_account_message = /** @type {(inputs: People_Delete_Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette action est irréversible et votre session sera fermée.`)
};

export const people_delete_account_title = /** @type {(inputs: People_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer votre compte?`)
};

export const people_delete_avatar = /** @type {(inputs: People_Delete_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer la photo`)
};

export const people_delete_avatar_confirm = /** @type {(inputs: People_Delete_Avatar_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer votre photo de profil? La première lettre de votre nom s'affichera à la place jusqu'à ce que vous en téléversiez une nouvelle.`)
};

export const people_display_name = /** @type {(inputs: People_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom affiché`)
};

export const people_display_name_hint = /** @type {(inputs: People_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 1 à 50 caractères.`)
};

export const people_download_data = /** @type {(inputs: People_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

export const people_download_data_ask = /** @type {(inputs: People_Download_Data_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer mes données`)
};

export const people_download_data_ask_again = /** @type {(inputs: People_Download_Data_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparer une nouvelle copie`)
};

export const people_download_data_building = /** @type {(inputs: People_Download_Data_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Préparation de vos données… ${i?.progress} % effectués. Vous pouvez quitter cette page : nous vous avertirons quand ce sera prêt.`)
};

export const people_download_data_checking = /** @type {(inputs: People_Download_Data_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de votre téléchargement`)
};

export const people_download_data_description = /** @type {(inputs: People_Download_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une copie de ce qui vous appartient ici, en fichier ZIP : votre profil, vos groupes, événements et réponses, commentaires, messages, notifications et images, avec une page pour tout lire dans un navigateur. Nous la préparons en arrière-plan et vous avertissons quand elle est prête. Le téléchargement fonctionne 7 jours, et pour vous seul.`)
};

export const people_download_data_download = /** @type {(inputs: People_Download_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger le ZIP`)
};

export const people_download_data_expired = /** @type {(inputs: People_Download_Data_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre dernière copie a été supprimée le ${i?.date} : demandez-en une nouvelle quand vous en avez besoin.`)
};

export const people_download_data_failed = /** @type {(inputs: People_Download_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La préparation de vos données a échoué.`)
};

export const people_download_data_load_failed = /** @type {(inputs: People_Download_Data_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’état de vos données n’a pas pu être chargé.`)
};

export const people_download_data_progress = /** @type {(inputs: People_Download_Data_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Préparation de vos données`)
};

export const people_download_data_ready = /** @type {(inputs: People_Download_Data_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vos données sont prêtes (${i?.size}). Le téléchargement fonctionne jusqu’au ${i?.date}.`)
};

export const people_download_data_request_failed = /** @type {(inputs: People_Download_Data_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos données n’ont pas pu être demandées.`)
};

export const people_download_data_requested = /** @type {(inputs: People_Download_Data_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous préparons vos données. Nous vous avertirons quand elles seront prêtes.`)
};

export const people_download_data_retry = /** @type {(inputs: People_Download_Data_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const people_edit_my_profile = /** @type {(inputs: People_Edit_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier mon profil`)
};

export const people_get_new_link = /** @type {(inputs: People_Get_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir un nouveau lien`)
};

export const people_loading_calendar_link = /** @type {(inputs: People_Loading_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre lien de calendrier`)
};

export const people_loading_profile = /** @type {(inputs: People_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du profil`)
};

export const people_loading_settings = /** @type {(inputs: People_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des paramètres`)
};

export const people_loading_your_settings = /** @type {(inputs: People_Loading_Your_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos paramètres`)
};

export const people_login = /** @type {(inputs: People_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom d'utilisateur`)
};

export const people_login_hint = /** @type {(inputs: People_Login_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom d'utilisateur sert à vous connecter; il ne peut pas être modifié.`)
};

export const people_member_since = /** @type {(inputs: People_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Membre depuis le ${i?.date}`)
};

export const people_my_neighbourhood = /** @type {(inputs: People_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon quartier`)
};

export const people_neighbourhood_hint = /** @type {(inputs: People_Neighbourhood_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les recherches peuvent mesurer les distances à partir d'ici. Personne d'autre ne le voit.`)
};

export const people_new_calendar_link_message = /** @type {(inputs: People_New_Calendar_Link_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'ancien lien cessera de fonctionner : les calendriers qui y sont abonnés ne seront plus mis à jour tant que vous n'aurez pas ajouté le nouveau.`)
};

export const people_new_calendar_link_title = /** @type {(inputs: People_New_Calendar_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obtenir un nouveau lien de calendrier?`)
};

export const people_new_password = /** @type {(inputs: People_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouveau mot de passe`)
};

export const people_new_password_hint = /** @type {(inputs: People_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De 8 à 24 caractères, dont une minuscule, une majuscule, un chiffre et l'un de @$!%*?&.`)
};

export const people_no_neighbourhood = /** @type {(inputs: People_No_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

export const people_open_in_calendar_app = /** @type {(inputs: People_Open_In_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ouvrir dans le calendrier`)
};

export const people_password_update_failed = /** @type {(inputs: People_Password_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mise à jour du mot de passe a échoué.`)
};

export const people_password_updated = /** @type {(inputs: People_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le mot de passe a été mis à jour`)
};

export const people_profile = /** @type {(inputs: People_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const people_profile_details = /** @type {(inputs: People_Profile_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails du profil`)
};

export const people_profile_details_description = /** @type {(inputs: People_Profile_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom affiché est le nom sous lequel les autres voisins vous voient.`)
};

export const people_profile_options = /** @type {(inputs: People_Profile_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Options du profil`)
};

export const people_profile_update_failed = /** @type {(inputs: People_Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La mise à jour du profil a échoué.`)
};

export const people_profile_updated = /** @type {(inputs: People_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre profil a été mis à jour`)
};

export const people_save_changes = /** @type {(inputs: People_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrer les modifications`)
};

export const people_send_message = /** @type {(inputs: People_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer un message`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres`)
};

export const people_settings_document_title = /** @type {(inputs: People_Settings_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} · Paramètres`)
};

export const people_settings_intro = /** @type {(inputs: People_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre profil, votre compte et l'apparence de Neighbourly.`)
};

export const people_settings_sections = /** @type {(inputs: People_Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections des paramètres`)
};

export const people_tab_appearance = /** @type {(inputs: People_Tab_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apparence`)
};

export const people_tab_blocked_people = /** @type {(inputs: People_Tab_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnes bloquées`)
};

export const people_tab_edit_profile = /** @type {(inputs: People_Tab_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le profil`)
};

export const people_tab_manage_account = /** @type {(inputs: People_Tab_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer le compte`)
};

export const people_tab_notifications = /** @type {(inputs: People_Tab_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mes notifications`)
};

export const people_theme = /** @type {(inputs: People_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thème`)
};

export const people_theme_dark = /** @type {(inputs: People_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sombre`)
};

export const people_theme_description = /** @type {(inputs: People_Theme_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l'apparence de Neighbourly sur cet appareil. Système suit le réglage clair ou sombre de votre appareil.`)
};

export const people_theme_light = /** @type {(inputs: People_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clair`)
};

export const people_theme_system = /** @type {(inputs: People_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Système`)
};

export const people_update = /** @type {(inputs: People_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mettre à jour`)
};

export const people_upload_avatar = /** @type {(inputs: People_Upload_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléverser une photo`)
};

export const people_uploading_avatar = /** @type {(inputs: People_Uploading_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement de la photo de profil`)
};

export const people_view_my_profile = /** @type {(inputs: People_View_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voir mon profil`)
};

export const people_your_avatar = /** @type {(inputs: People_Your_AvatarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Votre photo de profil (${i?.name})`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche d'adresse n'est pas configurée sur ce site : faites glisser l'épingle ou choisissez un quartier.`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ALTCHA n'est pas utilisé.`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de créer le groupe. Le nombre maximal de groupes par utilisateur est dépassé.`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeton CSRF manquant ou non valide. Rechargez la page et réessayez.`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux membres se joignent au groupe avec le rôle MEMBER.`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun identifiant de groupe disponible n'a pu être créé à partir de ce lien.`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personne ne peut intervenir ici sur un administrateur.`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introuvable.`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien n'a pu être lu sur cette page : est-elle publique, et s'agit-il du bon lien?`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul un administrateur peut intervenir sur un modérateur.`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un événement ne peut être confié qu'à un hôte d'événements ou au propriétaire du groupe.`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les liens https vers meetup.com peuvent être importés.`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les membres du groupe voient cet événement.`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les membres voient le calendrier d'un groupe privé.`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les membres voient qui fait partie d'un groupe privé.`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls les modérateurs du site peuvent effectuer cette action.`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule la personne qui crée un événement en est l'hôte.`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul l'hôte de l'événement ou le propriétaire du groupe peut effectuer cette action.`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul l'hôte de l'événement ou le propriétaire du groupe peut le transférer à une autre personne.`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul l'hôte ou le propriétaire du groupe peut supprimer l'événement.`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seul l'hôte ou le propriétaire du groupe peut télécharger la liste des participants.`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seuls le propriétaire et les hôtes d'événements du groupe peuvent y créer des événements.`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour continuer.`)
};

export const server_preparing_this_copy_of_your_data = /** @type {(inputs: Server_Preparing_This_Copy_Of_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La préparation de cette copie de vos données a échoué : demandez-en une nouvelle dans Paramètres › Gérer le compte.`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez le formulaire de connexion en multipart/form-data.`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains de ces signalements n'existent pas ou ne portent pas sur cet élément.`)
};

export const server_something_went_wrong_on_our = /** @type {(inputs: Server_Something_Went_Wrong_On_OurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu de notre côté.`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le curseur n'est pas valide : demandez de nouveau la première page.`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'hôte ne peut pas quitter son propre événement.`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'hôte d'un événement ne peut pas être changé ici.`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire ne peut pas quitter le groupe.`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le propriétaire d'un groupe ne peut pas être changé ici.`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le formulaire de connexion n'a pas pu être lu.`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le fichier téléversé n'a pas pu être lu.`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Il n'y a aucune image.`)
};

export const server_there_is_no_such_download = /** @type {(inputs: Server_There_Is_No_Such_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléchargement n’existe pas.`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette demande n'existe pas.`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce fichier sitemap n'existe pas.`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet utilisateur n'existe pas.`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse de calendrier n'est pas valide (une adresse plus récente l'a peut-être remplacée).`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce commentaire n'existe pas.`)
};

export const server_this_copy_of_your_data_is_still = /** @type {(inputs: Server_This_Copy_Of_Your_Data_Is_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette copie de vos données est encore en préparation.`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet élément n'existe pas et personne ne l'a signalé.`)
};

export const server_this_download_has_expired = /** @type {(inputs: Server_This_Download_Has_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce téléchargement a expiré : une copie de vos données est conservée 7 jours. Demandez-en une nouvelle dans Paramètres › Gérer le compte.`)
};

export const server_this_download_link_is_not_valid = /** @type {(inputs: Server_This_Download_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien de téléchargement n’est pas valide.`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement n'existe pas.`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement est déjà terminé.`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe n'existe pas.`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe est privé : faites plutôt une demande d'adhésion.`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce groupe est privé : ses événements n'ont pas de flux public.`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas un lien.`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas le lien d'un groupe Meetup.`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n'est pas le lien d'un événement Meetup.`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet élément n'existe plus : seule l'action DISMISS reste possible.`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne est déjà l'hôte de l'événement.`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne n'existe pas.`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne n'est pas membre de ce groupe.`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette personne n'est pas bannie de ce groupe.`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de requêtes. Veuillez patienter une minute, puis réessayer.`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous participez déjà à cet événement.`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'êtes pas membre de ce groupe.`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez pas l'autorisation d'effectuer cette action.`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne participez pas à cet événement.`)
};

export const server_you_can_ask_for_a_copy = /** @type {(inputs: Server_You_Can_Ask_For_A_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez demander une copie de vos données 3 fois par jour.`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas intervenir sur vous-même ni sur ce que vous avez écrit.`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas faire de demande d'adhésion à ce groupe.`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas vous bloquer vous-même.`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas commenter les événements de ce groupe.`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas vous joindre à ce groupe.`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n'avez pas bloqué cette personne.`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous devez être membre du groupe pour participer`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu du compte`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Retour à ${i?.name}`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annuler`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérifiez votre connexion et réessayez.`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vérification de la disponibilité`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une autre image`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisir une image de couverture`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmer`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez confirmer`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fichier de l'image de couverture`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image de couverture (facultative)`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un groupe`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La page n'a pas pu être chargée. Vérifiez votre connexion et réessayez.`)
};

export const shell_error_reference = /** @type {(inputs: Shell_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Référence : ${i?.id}`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un problème est survenu`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'événement n'a pas pu être chargé`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique relative aux témoins`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · Fait pour les voisins de Vancouver`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aide`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentions légales et aide`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Politique de confidentialité`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conditions d'utilisation`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la page d'accueil`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le groupe n'a pas pu être chargé`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Masquer le champ « ${i?.field} »`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · Groupes et événements communautaires à Vancouver`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG ou JPEG, au plus ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien copié`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien n'a pas pu être copié : sélectionnez-le et copiez-le à la main.`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la page`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de vos paramètres`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les tuiles de carte sont désactivées sur ce site`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom avant`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoom arrière`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se déconnecter`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modération`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profil`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paramètres`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos événements`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos groupes`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de joindre Neighbourly. Vérifiez votre connexion.`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune image sélectionnée`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oups!`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page n'existe pas!`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page introuvable`)
};

export const shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne`)
};

export const shell_offline_needs_connection = /** @type {(inputs: Shell_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nécessite une connexion : vous êtes hors ligne.`)
};

export const shell_offline_not_saved = /** @type {(inputs: Shell_Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non enregistré pour la lecture hors ligne.`)
};

export const shell_offline_saved_at = /** @type {(inputs: Shell_Offline_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vous êtes hors ligne — affichage de ce qui a été enregistré à ${i?.time}`)
};

export const shell_offline_your_events = /** @type {(inputs: Shell_Offline_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vos prochains événements`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grand Vancouver`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quartiers de Vancouver`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès privé`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès public`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recharger la page`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer la sélection`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La requête a échoué`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sélection : ${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Afficher le champ « ${i?.field} »`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inscription`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au contenu principal`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au mode sombre`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au mode clair`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Étiquettes`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Séparez les étiquettes par des virgules, p. ex. randonnée, rive nord, chiens`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réessayer`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette page est réservée aux utilisateurs connectés`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SE CONNECTER`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'INSCRIRE`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créez un compte gratuit ou connectez-vous pour continuer.`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion requise`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, ${i?.count} non lus`)
};

export const shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle version disponible`)
};

export const shell_update_reload = /** @type {(inputs: Shell_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recharger`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Téléversement de l'image de couverture`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrez une adresse de 3 à 200 caractères`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez accepter la Politique de confidentialité et les Conditions d'utilisation.`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement se répète déjà : prolongez plutôt sa série.`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien n'est pas valide. Veuillez utiliser le dernier lien que nous vous avons envoyé.`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le motif doit contenir au plus 500 caractères.`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez effectuer la vérification reCAPTCHA.`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La vérification automatique ne s'est pas terminée. Veuillez patienter un instant, puis réessayer.`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre message doit contenir de 1 à 1000 caractères`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre commentaire doit contenir de 1 à 250 caractères et ne doit pas commencer par un espace`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de courriels de confirmation ont été envoyés à cette adresse.`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le texte ne doit pas contenir de caractères de contrôle.`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La portée doit être THIS (cet événement) ou SERIES (tous les événements de la série).`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe actuel est incorrect.`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom affiché doit contenir de 1 à 50 caractères et ne doit pas commencer par un espace`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez entrer une adresse courriel valide.`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de changements d'adresse.`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date et heure de début ou de fin incorrectes`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description de votre événement doit contenir de 1 à 1000 caractères`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lieu de votre événement doit contenir de 1 à 100 caractères`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le titre de votre événement doit contenir de 1 à 100 caractères`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'événement doit commencer dans les 2 prochaines années.`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un événement peut durer au plus 7 jours.`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez créer au plus 60 événements sur 24 heures (chaque événement d'une série compte). Veuillez réessayer plus tard.`)
};

export const validation_fediverseaccount1 = /** @type {(inputs: Validation_Fediverseaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre compte fédivers sous la forme nom@serveur, par exemple alex@mastodon.social.`)
};

export const validation_fediverseaccountnotfound3 = /** @type {(inputs: Validation_Fediverseaccountnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre serveur n’a pas indiqué où suivre. Cherchez plutôt l’identifiant sur votre serveur.`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le format doit être IN_PERSON, ONLINE ou HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description de votre groupe doit contenir de 1 à 1000 caractères`)
};

export const validation_grouphandle1 = /** @type {(inputs: Validation_Grouphandle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’identifiant fédivers doit compter de 1 à 30 caractères : lettres minuscules, chiffres et traits de soulignement seulement.`)
};

export const validation_grouphandletaken2 = /** @type {(inputs: Validation_Grouphandletaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet identifiant fédivers est déjà pris.`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'identifiant du groupe doit contenir de 1 à 30 caractères et ne peut comporter que des lettres minuscules, des chiffres et des traits de soulignement.`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet identifiant de groupe est déjà pris.`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nom de votre groupe doit contenir de 1 à 100 caractères`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un groupe peut avoir au plus 200 événements à venir. Supprimez-en quelques-uns ou attendez que certains aient eu lieu.`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image doit faire au plus 5 MB.`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L'image est trop grande (40 mégapixels au plus).`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une image PNG ou JPEG.`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien doit contenir au plus 100 caractères`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La latitude doit être un nombre compris entre -90 et 90`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce lien a expiré. Veuillez entrer de nouveau votre adresse dans les Paramètres pour en recevoir un nouveau.`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque partie de votre emplacement doit contenir de 1 à 100 caractères.`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre nom d'utilisateur doit contenir de 3 à 30 caractères et ne peut comporter que des lettres, des chiffres et des traits de soulignement.`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce nom d'utilisateur est déjà pris.`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La longitude doit être un nombre compris entre -180 et 180`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le lien de réunion doit être une adresse Web commençant par http:// ou https:// (500 caractères au plus)`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous pouvez écrire aux personnes qui font partie d'un de vos groupes, ou à une personne qui vous a écrit en premier.`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas vous écrire à vous-même.`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous envoyez des messages trop rapidement. Veuillez patienter une minute, puis réessayer.`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez bloqué cette personne. Débloquez-la dans les Paramètres pour pouvoir lui écrire de nouveau.`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez indiquer un motif d'au plus 500 caractères.`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un point doit être écrit sous la forme latitude,longitude, p. ex. 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cherchez près d'un point ou d'un lieu, mais pas les deux`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les nouveaux comptes ne peuvent envoyer que quelques messages par heure aux personnes qui ne leur ont pas encore répondu.`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet événement ne fait pas partie d'une série.`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le nombre maximal de participants doit être un nombre entier de 0 à 10000 (0 pour illimité)`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre mot de passe doit contenir de 8 à 24 caractères, dont au moins 1 lettre majuscule, 1 chiffre et 1 caractère spécial.`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les mots de passe ne correspondent pas.`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une épingle doit avoir une latitude et une longitude, ou ni l'une ni l'autre`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez déjà fait ce signalement; notre équipe de modération va l'examiner.`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les détails doivent contenir au plus 2000 caractères.`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez l'un des motifs de la liste.`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne pouvez pas vous signaler vous-même ni signaler ce que vous avez écrit.`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous avez envoyé de nombreux signalements au cours de la dernière heure.`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ est obligatoire`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La période doit se terminer après son début et couvrir au plus 366 jours`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le texte de recherche doit contenir au plus 100 caractères`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les dates doivent être écrites sous la forme 2026-12-05 ou 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une série se répète de 2 à 52 fois.`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez quand la série se termine : à une date donnée ou après un certain nombre de répétitions.`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez de 1 à 51 dates supplémentaires.`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez comment prolonger la série : avec un nombre de dates ou jusqu'à une date ultérieure.`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La nouvelle date de fin doit être postérieure à la dernière date de la série, et la série doit compter au plus 52 événements à venir.`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La date de fin doit être postérieure au premier événement, et la série doit compter au plus 52 événements.`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La fin d'une suspension doit être une date et une heure dans le futur.`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seule une suspension peut avoir une date de fin.`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque étiquette est un seul mot d'au plus 30 lettres, chiffres, tirets ou traits de soulignement`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La liste d'étiquettes doit contenir au plus 100 caractères`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chaque étiquette ne peut figurer qu'une seule fois`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lieu inconnu : choisissez l'un des quartiers ou l'une des municipalités de la liste`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La distance doit être un nombre de km compris entre 1 et 100`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une distance doit se mesurer à partir d'un point de départ : un point (near) ou un lieu (place)`)
};