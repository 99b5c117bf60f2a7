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
	return /** @type {LocalizedString} */ (`此账号已被停用。如需申诉，请发送邮件至 ${i?.email}。`)
};

export const auth_agreement = /** @type {(inputs: Auth_AgreementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我已年满 18 岁，并同意《${i?.privacyPolicy}》和《${i?.termsOfService}》。`)
};

export const auth_altcha_error = /** @type {(inputs: Auth_Altcha_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证失败，请稍后重试。`)
};

export const auth_altcha_expired = /** @type {(inputs: Auth_Altcha_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证已过期，请重试。`)
};

export const auth_altcha_label = /** @type {(inputs: Auth_Altcha_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我不是机器人`)
};

export const auth_altcha_link_label = /** @type {(inputs: Auth_Altcha_Link_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Altcha（官方网站）`)
};

export const auth_altcha_loading = /** @type {(inputs: Auth_Altcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载...`)
};

export const auth_altcha_protected_by = /** @type {(inputs: Auth_Altcha_Protected_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.link} 提供保护`)
};

export const auth_altcha_required = /** @type {(inputs: Auth_Altcha_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要验证！`)
};

export const auth_altcha_verified = /** @type {(inputs: Auth_Altcha_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已验证`)
};

export const auth_altcha_verifying = /** @type {(inputs: Auth_Altcha_VerifyingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在验证...`)
};

export const auth_altcha_wait = /** @type {(inputs: Auth_Altcha_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在验证...请稍候。`)
};

export const auth_captcha_loading = /** @type {(inputs: Auth_Captcha_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载人机验证`)
};

export const auth_external_sign_in_failed = /** @type {(inputs: Auth_External_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未能通过该服务登录，请重试。`)
};

export const auth_generic_error = /** @type {(inputs: Auth_Generic_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出了点问题，请重试。`)
};

export const auth_have_account = /** @type {(inputs: Auth_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已有账号？`)
};

export const auth_hide_password = /** @type {(inputs: Auth_Hide_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐藏密码`)
};

export const auth_incorrect_credentials = /** @type {(inputs: Auth_Incorrect_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名或密码不正确`)
};

export const auth_login_available = /** @type {(inputs: Auth_Login_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此用户名可用。`)
};

export const auth_login_label = /** @type {(inputs: Auth_Login_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名`)
};

export const auth_login_rule = /** @type {(inputs: Auth_Login_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英文字母、数字和下划线，3–30 个字符。`)
};

export const auth_no_account = /** @type {(inputs: Auth_No_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有账号？`)
};

export const auth_or_sign_in_with = /** @type {(inputs: Auth_Or_Sign_In_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或使用以下方式登录`)
};

export const auth_or_sign_up_with = /** @type {(inputs: Auth_Or_Sign_Up_WithInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或使用以下方式注册`)
};

export const auth_password_hint = /** @type {(inputs: Auth_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8–24 个字符，须包含一个小写字母、一个大写字母、一个数字以及 @$!%*?& 中的一个符号`)
};

export const auth_password_label = /** @type {(inputs: Auth_Password_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码`)
};

export const auth_privacy_policy = /** @type {(inputs: Auth_Privacy_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐私政策`)
};

export const auth_show_password = /** @type {(inputs: Auth_Show_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示密码`)
};

export const auth_sign_in = /** @type {(inputs: Auth_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const auth_sign_in_button = /** @type {(inputs: Auth_Sign_In_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const auth_sign_in_subtitle = /** @type {(inputs: Auth_Sign_In_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`欢迎回来！登录看看附近有什么新鲜事。`)
};

export const auth_sign_in_with = /** @type {(inputs: Auth_Sign_In_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`使用 ${i?.provider} 登录`)
};

export const auth_sign_up = /** @type {(inputs: Auth_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

export const auth_sign_up_button = /** @type {(inputs: Auth_Sign_Up_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

export const auth_sign_up_failed = /** @type {(inputs: Auth_Sign_Up_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号创建失败，请重试。`)
};

export const auth_sign_up_now = /** @type {(inputs: Auth_Sign_Up_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即注册！`)
};

export const auth_sign_up_subtitle = /** @type {(inputs: Auth_Sign_Up_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入 Neighbourly，认识您身边的人。完全免费。`)
};

export const auth_sign_up_title = /** @type {(inputs: Auth_Sign_Up_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建您的账号`)
};

export const auth_sign_up_with = /** @type {(inputs: Auth_Sign_Up_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`使用 ${i?.provider} 注册`)
};

export const auth_signed_in = /** @type {(inputs: Auth_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录成功！正在跳转到首页...`)
};

export const auth_signed_up = /** @type {(inputs: Auth_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号创建成功！正在登录...`)
};

export const auth_terms_of_service = /** @type {(inputs: Auth_Terms_Of_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务条款`)
};

export const auth_too_many_attempts = /** @type {(inputs: Auth_Too_Many_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尝试次数过多，请等待一分钟后重试。`)
};

export const common_binding_english = /** @type {(inputs: Common_Binding_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此为翻译版本，如有出入，以英文原文为准。`)
};

export const common_language = /** @type {(inputs: Common_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`语言`)
};

export const common_language_account_hint = /** @type {(inputs: Common_Language_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您登录的所有设备上，Neighbourly 都会使用此语言。`)
};

export const common_language_menu = /** @type {(inputs: Common_Language_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择语言`)
};

export const common_language_not_saved = /** @type {(inputs: Common_Language_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法保存您的语言设置。请再试一次。`)
};

export const common_language_saved = /** @type {(inputs: Common_Language_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 的显示语言已切换为${i?.language}。`)
};

export const discovery_clear_filters = /** @type {(inputs: Discovery_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除筛选`)
};

export const discovery_clear_search = /** @type {(inputs: Discovery_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除搜索`)
};

export const discovery_dates_from = /** @type {(inputs: Discovery_Dates_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 起`)
};

export const discovery_dates_until = /** @type {(inputs: Discovery_Dates_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`截至 ${i?.date}`)
};

export const discovery_events_document_title = /** @type {(inputs: Discovery_Events_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`活动：${i?.search}`)
};

export const discovery_events_empty = /** @type {(inputs: Discovery_Events_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有活动。来创建第一场吧！`)
};

export const discovery_events_empty_mine = /** @type {(inputs: Discovery_Events_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有找到符合搜索条件的活动`)
};

export const discovery_events_empty_visitor = /** @type {(inputs: Discovery_Events_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有活动。登录后来创建第一场吧！`)
};

export const discovery_events_found = /** @type {(inputs: Discovery_Events_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`找到 ${i?.count} 场活动`)
};

export const discovery_events_load_failed = /** @type {(inputs: Discovery_Events_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载活动。`)
};

export const discovery_events_loading = /** @type {(inputs: Discovery_Events_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载活动`)
};

export const discovery_events_more_failed = /** @type {(inputs: Discovery_Events_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载更多活动。`)
};

export const discovery_events_nearby_list = /** @type {(inputs: Discovery_Events_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的活动`)
};

export const discovery_events_nearby_title = /** @type {(inputs: Discovery_Events_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的活动`)
};

export const discovery_events_no_match = /** @type {(inputs: Discovery_Events_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有即将举行的活动与“${i?.search}”匹配。`)
};

export const discovery_events_none_found = /** @type {(inputs: Discovery_Events_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到活动`)
};

export const discovery_events_only_mine = /** @type {(inputs: Discovery_Events_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只显示我的小组的活动`)
};

export const discovery_events_placeholder = /** @type {(inputs: Discovery_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动名称或 #标签`)
};

export const discovery_events_show_more = /** @type {(inputs: Discovery_Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多活动`)
};

export const discovery_filtered_empty = /** @type {(inputs: Discovery_Filtered_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有符合这些筛选条件的结果。`)
};

export const discovery_filters_a_neighbourhood = /** @type {(inputs: Discovery_Filters_A_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择社区…`)
};

export const discovery_filters_any_distance = /** @type {(inputs: Discovery_Filters_Any_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限距离`)
};

export const discovery_filters_any_format = /** @type {(inputs: Discovery_Filters_Any_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限`)
};

export const discovery_filters_any_time = /** @type {(inputs: Discovery_Filters_Any_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何时间`)
};

export const discovery_filters_button = /** @type {(inputs: Discovery_Filters_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选`)
};

export const discovery_filters_button_count = /** @type {(inputs: Discovery_Filters_Button_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`筛选（${i?.count}）`)
};

export const discovery_filters_cancel = /** @type {(inputs: Discovery_Filters_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const discovery_filters_choose_neighbourhood = /** @type {(inputs: Discovery_Filters_Choose_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择社区`)
};

export const discovery_filters_clear_all = /** @type {(inputs: Discovery_Filters_Clear_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部清除`)
};

export const discovery_filters_distance = /** @type {(inputs: Discovery_Filters_DistanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距离`)
};

export const discovery_filters_events_title = /** @type {(inputs: Discovery_Filters_Events_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选活动`)
};

export const discovery_filters_finding_location = /** @type {(inputs: Discovery_Filters_Finding_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在获取您的位置…`)
};

export const discovery_filters_first_day = /** @type {(inputs: Discovery_Filters_First_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始日期`)
};

export const discovery_filters_format = /** @type {(inputs: Discovery_Filters_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动形式`)
};

export const discovery_filters_groups_title = /** @type {(inputs: Discovery_Filters_Groups_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选小组`)
};

export const discovery_filters_home_not_set = /** @type {(inputs: Discovery_Filters_Home_Not_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未设置。`)
};

export const discovery_filters_how_far = /** @type {(inputs: Discovery_Filters_How_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`范围`)
};

export const discovery_filters_hybrid_hint = /** @type {(inputs: Discovery_Filters_Hybrid_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合活动同时计入两者。`)
};

export const discovery_filters_last_day = /** @type {(inputs: Discovery_Filters_Last_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期`)
};

export const discovery_filters_location_found = /** @type {(inputs: Discovery_Filters_Location_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已获取您的位置。`)
};

export const discovery_filters_map_area = /** @type {(inputs: Discovery_Filters_Map_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图上选定的区域`)
};

export const discovery_filters_measured_from = /** @type {(inputs: Discovery_Filters_Measured_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距离起点`)
};

export const discovery_filters_my_location = /** @type {(inputs: Discovery_Filters_My_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的位置`)
};

export const discovery_filters_my_neighbourhood = /** @type {(inputs: Discovery_Filters_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的社区`)
};

export const discovery_filters_my_neighbourhood_named = /** @type {(inputs: Discovery_Filters_My_Neighbourhood_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的社区（${i?.place}）`)
};

export const discovery_filters_neighbourhood = /** @type {(inputs: Discovery_Filters_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`社区`)
};

export const discovery_filters_pick_dates = /** @type {(inputs: Discovery_Filters_Pick_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择日期`)
};

export const discovery_filters_set_home_in_settings = /** @type {(inputs: Discovery_Filters_Set_Home_In_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在“设置”中设置您的社区`)
};

export const discovery_filters_show_events = /** @type {(inputs: Discovery_Filters_Show_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示活动`)
};

export const discovery_filters_show_groups = /** @type {(inputs: Discovery_Filters_Show_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示小组`)
};

export const discovery_filters_when = /** @type {(inputs: Discovery_Filters_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

export const discovery_filters_within_km = /** @type {(inputs: Discovery_Filters_Within_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.km} 公里以内`)
};

export const discovery_format_in_person = /** @type {(inputs: Discovery_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线下`)
};

export const discovery_format_online = /** @type {(inputs: Discovery_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上`)
};

export const discovery_groups_document_title = /** @type {(inputs: Discovery_Groups_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`小组：${i?.search}`)
};

export const discovery_groups_empty = /** @type {(inputs: Discovery_Groups_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有小组。来创建第一个吧！`)
};

export const discovery_groups_empty_mine = /** @type {(inputs: Discovery_Groups_Empty_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有找到符合搜索条件的小组`)
};

export const discovery_groups_empty_visitor = /** @type {(inputs: Discovery_Groups_Empty_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近还没有小组。登录后来创建第一个吧！`)
};

export const discovery_groups_found = /** @type {(inputs: Discovery_Groups_FoundInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`找到 ${i?.count} 个小组`)
};

export const discovery_groups_load_failed = /** @type {(inputs: Discovery_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载小组。`)
};

export const discovery_groups_loading = /** @type {(inputs: Discovery_Groups_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组`)
};

export const discovery_groups_more_failed = /** @type {(inputs: Discovery_Groups_More_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载更多小组。`)
};

export const discovery_groups_nearby_list = /** @type {(inputs: Discovery_Groups_Nearby_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的小组`)
};

export const discovery_groups_nearby_title = /** @type {(inputs: Discovery_Groups_Nearby_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`附近的小组`)
};

export const discovery_groups_no_match = /** @type {(inputs: Discovery_Groups_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有小组与“${i?.search}”匹配。`)
};

export const discovery_groups_none_found = /** @type {(inputs: Discovery_Groups_None_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到小组`)
};

export const discovery_groups_only_mine = /** @type {(inputs: Discovery_Groups_Only_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只显示我的小组`)
};

export const discovery_groups_placeholder = /** @type {(inputs: Discovery_Groups_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组名称或 #标签`)
};

export const discovery_groups_show_more = /** @type {(inputs: Discovery_Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多小组`)
};

export const discovery_home_missing = /** @type {(inputs: Discovery_Home_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您尚未设置社区，因此距离筛选未生效。`)
};

export const discovery_home_missing_settings_link = /** @type {(inputs: Discovery_Home_Missing_Settings_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往“设置”设置`)
};

export const discovery_home_missing_visitor = /** @type {(inputs: Discovery_Home_Missing_VisitorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录后即可在您的社区附近搜索；距离筛选未生效。`)
};

export const discovery_km_away = /** @type {(inputs: Discovery_Km_AwayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} 公里外`)
};

export const discovery_location_denied = /** @type {(inputs: Discovery_Location_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的浏览器未共享您的位置。请在浏览器设置中允许此网站获取位置，或改为选择一个社区。`)
};

export const discovery_location_failed = /** @type {(inputs: Discovery_Location_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时无法获取您的位置。请重试，或改为选择一个社区。`)
};

export const discovery_location_unsupported = /** @type {(inputs: Discovery_Location_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此浏览器无法获取位置。请改为选择一个社区。`)
};

export const discovery_map_close = /** @type {(inputs: Discovery_Map_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const discovery_map_event_card = /** @type {(inputs: Discovery_Map_Event_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地图上的活动：${i?.name}`)
};

export const discovery_map_events_shown = /** @type {(inputs: Discovery_Map_Events_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`地图上有 ${i?.count} 场活动`)
};

export const discovery_map_label = /** @type {(inputs: Discovery_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索结果地图`)
};

export const discovery_map_loading = /** @type {(inputs: Discovery_Map_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载地图`)
};

export const discovery_map_not_shown = /** @type {(inputs: Discovery_Map_Not_ShownInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`另有 ${i?.count} 场线上或无地点的活动未显示`)
};

export const discovery_map_search_area = /** @type {(inputs: Discovery_Map_Search_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索此区域`)
};

export const discovery_problem_dates_order = /** @type {(inputs: Discovery_Problem_Dates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期不能早于开始日期。`)
};

export const discovery_problem_dates_too_long = /** @type {(inputs: Discovery_Problem_Dates_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期范围最多为一年。`)
};

export const discovery_problem_no_dates = /** @type {(inputs: Discovery_Problem_No_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择开始日期、结束日期，或两者都选。`)
};

export const discovery_problem_no_home = /** @type {(inputs: Discovery_Problem_No_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先设置您的社区。`)
};

export const discovery_problem_no_location = /** @type {(inputs: Discovery_Problem_No_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未获取到您的位置。`)
};

export const discovery_problem_no_origin = /** @type {(inputs: Discovery_Problem_No_OriginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择从哪里开始计算距离。`)
};

export const discovery_problem_no_place = /** @type {(inputs: Discovery_Problem_No_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择一个社区。`)
};

export const discovery_search_events = /** @type {(inputs: Discovery_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索活动`)
};

export const discovery_search_events_subtitle = /** @type {(inputs: Discovery_Search_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名称或 #标签查找即将举行的活动，时间最近的排在前面。`)
};

export const discovery_search_groups = /** @type {(inputs: Discovery_Search_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索小组`)
};

export const discovery_search_groups_subtitle = /** @type {(inputs: Discovery_Search_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按名称或 #标签查找小组，最活跃的排在前面。`)
};

export const discovery_try_again = /** @type {(inputs: Discovery_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重试`)
};

export const discovery_view_label = /** @type {(inputs: Discovery_View_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动显示方式`)
};

export const discovery_view_list = /** @type {(inputs: Discovery_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`列表`)
};

export const discovery_view_map = /** @type {(inputs: Discovery_View_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图`)
};

export const discovery_when_next_week = /** @type {(inputs: Discovery_When_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下周`)
};

export const discovery_when_this_week = /** @type {(inputs: Discovery_When_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本周`)
};

export const discovery_when_today = /** @type {(inputs: Discovery_When_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天`)
};

export const discovery_when_tomorrow = /** @type {(inputs: Discovery_When_TomorrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`明天`)
};

export const discovery_when_weekend = /** @type {(inputs: Discovery_When_WeekendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本周末`)
};

export const discovery_within_km_of_a_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_A_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距某个社区 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_map_area = /** @type {(inputs: Discovery_Within_Km_Of_Map_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距地图区域 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_my_location = /** @type {(inputs: Discovery_Within_Km_Of_My_LocationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距我的位置 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_my_neighbourhood = /** @type {(inputs: Discovery_Within_Km_Of_My_NeighbourhoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距我的社区 ${i?.km} 公里以内`)
};

export const discovery_within_km_of_place = /** @type {(inputs: Discovery_Within_Km_Of_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`距 ${i?.place} ${i?.km} 公里以内`)
};

export const events_add_a_comment = /** @type {(inputs: Events_Add_A_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发表评论`)
};

export const events_add_comment = /** @type {(inputs: Events_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发表评论`)
};

export const events_add_count = /** @type {(inputs: Events_Add_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加若干日期`)
};

export const events_add_pin = /** @type {(inputs: Events_Add_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加标记`)
};

export const events_add_to_calendar = /** @type {(inputs: Events_Add_To_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加到日历`)
};

export const events_address = /** @type {(inputs: Events_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址`)
};

export const events_address_hint = /** @type {(inputs: Events_Address_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如：2305 Cornwall Ave，或地标`)
};

export const events_address_matches = /** @type {(inputs: Events_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`匹配的地址`)
};

export const events_address_search_down = /** @type {(inputs: Events_Address_Search_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址搜索暂时无法使用：请手动标记或定位到某个地点。`)
};

export const events_after_count = /** @type {(inputs: Events_After_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在一定场次后`)
};

export const events_attend_event = /** @type {(inputs: Events_Attend_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报名参加`)
};

export const events_attendees_limit = /** @type {(inputs: Events_Attendees_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`人数上限：${i?.limit}`)
};

export const events_attendees_limit_unlimited = /** @type {(inputs: Events_Attendees_Limit_UnlimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人数上限：不限人数`)
};

export const events_attending_note = /** @type {(inputs: Events_Attending_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已报名参加这场活动。`)
};

export const events_back_to = /** @type {(inputs: Events_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`返回 ${i?.group}`)
};

export const events_browse_files = /** @type {(inputs: Events_Browse_FilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`浏览文件`)
};

export const events_cancel = /** @type {(inputs: Events_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const events_cancelled = /** @type {(inputs: Events_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动已取消。`)
};

export const events_cannot_comment = /** @type {(inputs: Events_Cannot_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能评论这个小组的活动。`)
};

export const events_centre_on = /** @type {(inputs: Events_Centre_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`定位到`)
};

export const events_changed_both = /** @type {(inputs: Events_Changed_BothInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动已更改：现在是 ${i?.time}，在 ${i?.location}`)
};

export const events_changed_place = /** @type {(inputs: Events_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动已更改：现在在 ${i?.location}`)
};

export const events_changed_time = /** @type {(inputs: Events_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动已更改：现在是 ${i?.time}`)
};

export const events_choose_another_file = /** @type {(inputs: Events_Choose_Another_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择其他文件`)
};

export const events_choose_cover = /** @type {(inputs: Events_Choose_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择封面图片`)
};

export const events_choose_image = /** @type {(inputs: Events_Choose_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择图片`)
};

export const events_choose_place = /** @type {(inputs: Events_Choose_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择地点`)
};

export const events_comment_from_fediverse = /** @type {(inputs: Events_Comment_From_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来自联邦宇宙`)
};

export const events_comment_hint = /** @type {(inputs: Events_Comment_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请友善发言：能看到这场活动的人都会读到。`)
};

export const events_comment_label = /** @type {(inputs: Events_Comment_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const events_comment_options = /** @type {(inputs: Events_Comment_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论选项`)
};

export const events_comments_load_failed = /** @type {(inputs: Events_Comments_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载评论。`)
};

export const events_copy_subtitle = /** @type {(inputs: Events_Copy_SubtitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的副本，顺延一周：请核对日期。标有 * 的字段为必填项。`)
};

export const events_count_hint = /** @type {(inputs: Events_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每场都是独立的活动，有各自的参加者。最多 ${i?.max} 场。`)
};

export const events_cover_alt = /** @type {(inputs: Events_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的封面图片`)
};

export const events_cover_file = /** @type {(inputs: Events_Cover_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片文件`)
};

export const events_cover_preview_alt = /** @type {(inputs: Events_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所选封面图片的预览`)
};

export const events_cover_repeats = /** @type {(inputs: Events_Cover_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动会重复举行。新封面用于：`)
};

export const events_create_another = /** @type {(inputs: Events_Create_AnotherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再创建一个类似的`)
};

export const events_create_event = /** @type {(inputs: Events_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建活动`)
};

export const events_create_title = /** @type {(inputs: Events_Create_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`为小组 ${i?.group} 创建或导入活动`)
};

export const events_current_cover_alt = /** @type {(inputs: Events_Current_Cover_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前封面图片`)
};

export const events_current_cover_stays = /** @type {(inputs: Events_Current_Cover_StaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除非您选择新封面，否则保留当前封面。`)
};

export const events_dates_to_add = /** @type {(inputs: Events_Dates_To_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要添加的日期数`)
};

export const events_delete_comment = /** @type {(inputs: Events_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除评论`)
};

export const events_delete_comment_question = /** @type {(inputs: Events_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要删除这条评论吗？此操作无法撤销。`)
};

export const events_delete_event = /** @type {(inputs: Events_Delete_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除活动`)
};

export const events_delete_question = /** @type {(inputs: Events_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要删除这场活动吗？此操作无法撤销。`)
};

export const events_delete_which = /** @type {(inputs: Events_Delete_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除哪些活动`)
};

export const events_description_hint = /** @type {(inputs: Events_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动内容、需要带什么、欢迎谁参加。`)
};

export const events_description_label = /** @type {(inputs: Events_Description_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`介绍`)
};

export const events_details_for_group_members = /** @type {(inputs: Events_Details_For_Group_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详情仅对小组成员可见`)
};

export const events_details_for_members = /** @type {(inputs: Events_Details_For_MembersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这场活动的详情仅对 ${i?.group} 的成员可见。`)
};

export const events_directions = /** @type {(inputs: Events_DirectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路线`)
};

export const events_directions_new_tab = /** @type {(inputs: Events_Directions_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`路线（在新标签页中打开）`)
};

export const events_doc_title = /** @type {(inputs: Events_Doc_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动`)
};

export const events_does_not_repeat = /** @type {(inputs: Events_Does_Not_RepeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不重复`)
};

export const events_download_csv = /** @type {(inputs: Events_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下载 CSV`)
};

export const events_duplicate = /** @type {(inputs: Events_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制活动`)
};

export const events_edit_comment = /** @type {(inputs: Events_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑评论`)
};

export const events_edit_doc_title = /** @type {(inputs: Events_Edit_Doc_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编辑 ${i?.name}`)
};

export const events_edit_event = /** @type {(inputs: Events_Edit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑活动`)
};

export const events_edit_recurring = /** @type {(inputs: Events_Edit_RecurringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑重复活动`)
};

export const events_edit_your_comment = /** @type {(inputs: Events_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑您的评论`)
};

export const events_edited = /** @type {(inputs: Events_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（已编辑）`)
};

export const events_edited_at = /** @type {(inputs: Events_Edited_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编辑于 ${i?.time}`)
};

export const events_end_label = /** @type {(inputs: Events_End_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期和时间`)
};

export const events_ended = /** @type {(inputs: Events_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已结束`)
};

export const events_ended_note = /** @type {(inputs: Events_Ended_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动已结束。`)
};

export const events_ends = /** @type {(inputs: Events_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束`)
};

export const events_explore = /** @type {(inputs: Events_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索活动`)
};

export const events_faces_label = /** @type {(inputs: Events_Faces_LabelInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人参加：${i?.names}`)
};

export const events_faces_label_more = /** @type {(inputs: Events_Faces_Label_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人参加：${i?.names} 等另外 ${i?.more} 人`)
};

export const events_format = /** @type {(inputs: Events_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动形式`)
};

export const events_format_fact_hybrid = /** @type {(inputs: Events_Format_Fact_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合：线下和线上`)
};

export const events_format_fact_online = /** @type {(inputs: Events_Format_Fact_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上活动`)
};

export const events_format_hint_hybrid = /** @type {(inputs: Events_Format_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家在下方地点见面，或通过会议链接参加。`)
};

export const events_format_hint_in_person = /** @type {(inputs: Events_Format_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家在下方地点见面。`)
};

export const events_format_hint_online = /** @type {(inputs: Events_Format_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大家通过会议链接参加。`)
};

export const events_format_hybrid = /** @type {(inputs: Events_Format_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混合`)
};

export const events_format_in_person = /** @type {(inputs: Events_Format_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线下`)
};

export const events_format_online = /** @type {(inputs: Events_Format_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上`)
};

export const events_frequency_biweekly = /** @type {(inputs: Events_Frequency_BiweeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每 2 周`)
};

export const events_frequency_monthly = /** @type {(inputs: Events_Frequency_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每月`)
};

export const events_frequency_weekly = /** @type {(inputs: Events_Frequency_WeeklyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每周`)
};

export const events_full_note = /** @type {(inputs: Events_Full_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动已满：新报名者将进入候补名单。`)
};

export const events_go_to_event = /** @type {(inputs: Events_Go_To_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往活动页面`)
};

export const events_go_to_group = /** @type {(inputs: Events_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往小组页面`)
};

export const events_group_owner_suffix = /** @type {(inputs: Events_Group_Owner_SuffixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（小组所有者）`)
};

export const events_hand_over_button = /** @type {(inputs: Events_Hand_Over_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交给其他主办人`)
};

export const events_hand_over_confirm = /** @type {(inputs: Events_Hand_Over_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交`)
};

export const events_hand_over_title = /** @type {(inputs: Events_Hand_Over_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交活动`)
};

export const events_host_tools = /** @type {(inputs: Events_Host_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人工具`)
};

export const events_hosted_by = /** @type {(inputs: Events_Hosted_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`主办人：${i?.name}`)
};

export const events_hosted_by_ask = /** @type {(inputs: Events_Hosted_By_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的主办人是 ${i?.host}。如需修改，请联系对方。`)
};

export const events_hosted_by_more = /** @type {(inputs: Events_Hosted_By_MoreInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`主办人：${i?.name} 及另外 ${i?.count} 人`)
};

export const events_hosts_load_failed = /** @type {(inputs: Events_Hosts_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载小组的主办人。`)
};

export const events_import_button = /** @type {(inputs: Events_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用现有 Meetup 活动填写`)
};

export const events_import_form_label = /** @type {(inputs: Events_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入 Meetup 活动`)
};

export const events_import_hint = /** @type {(inputs: Events_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将填写上方的标题、介绍、地点和开始时间；结束时间设为开始后 4 小时。`)
};

export const events_import_url_label = /** @type {(inputs: Events_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup 活动链接`)
};

export const events_join_group_and_attend = /** @type {(inputs: Events_Join_Group_And_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组并参加`)
};

export const events_join_group_and_waitlist = /** @type {(inputs: Events_Join_Group_And_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组并进入候补名单`)
};

export const events_join_online = /** @type {(inputs: Events_Join_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`线上参加`)
};

export const events_join_to_see = /** @type {(inputs: Events_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组即可查看。`)
};

export const events_join_waitlist = /** @type {(inputs: Events_Join_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入候补名单`)
};

export const events_last_date = /** @type {(inputs: Events_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最后日期`)
};

export const events_leave_event = /** @type {(inputs: Events_Leave_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消报名`)
};

export const events_leave_group_gives_up = /** @type {(inputs: Events_Leave_Group_Gives_UpInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`您还将放弃 ${i?.count} 场即将举行的活动中的名额。`)
};

export const events_leave_group_question = /** @type {(inputs: Events_Leave_Group_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要退出这个小组吗？`)
};

export const events_leave_waitlist = /** @type {(inputs: Events_Leave_WaitlistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出候补名单`)
};

export const events_link_for_going = /** @type {(inputs: Events_Link_For_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会议链接仅向参加者显示。`)
};

export const events_loading_comments = /** @type {(inputs: Events_Loading_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载评论`)
};

export const events_loading_event = /** @type {(inputs: Events_Loading_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载活动`)
};

export const events_loading_group = /** @type {(inputs: Events_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组`)
};

export const events_loading_hosts = /** @type {(inputs: Events_Loading_HostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组的主办人…`)
};

export const events_loading_map = /** @type {(inputs: Events_Loading_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载地图`)
};

export const events_loading_participants = /** @type {(inputs: Events_Loading_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载参加者`)
};

export const events_loading_past = /** @type {(inputs: Events_Loading_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载过往活动`)
};

export const events_loading_tab = /** @type {(inputs: Events_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载标签页`)
};

export const events_loading_upcoming = /** @type {(inputs: Events_Loading_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载即将举行的活动`)
};

export const events_loading_yours = /** @type {(inputs: Events_Loading_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的活动`)
};

export const events_local_time_hint = /** @type {(inputs: Events_Local_Time_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}（您的当地时间）`)
};

export const events_location = /** @type {(inputs: Events_LocationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点`)
};

export const events_location_hint_hybrid = /** @type {(inputs: Events_Location_Hint_HybridInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个容易找到的地点，例如：Britannia Community Centre 2 号房。`)
};

export const events_location_hint_in_person = /** @type {(inputs: Events_Location_Hint_In_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个容易找到的地点，例如：Kitsilano Beach 救生员瞭望塔旁。`)
};

export const events_location_hint_online = /** @type {(inputs: Events_Location_Hint_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动在哪里进行，例如：线上（Zoom）。`)
};

export const events_map_new_tab = /** @type {(inputs: Events_Map_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（地图，在新标签页中打开）`)
};

export const events_map_of = /** @type {(inputs: Events_Map_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的位置地图`)
};

export const events_meeting_link = /** @type {(inputs: Events_Meeting_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会议链接`)
};

export const events_meeting_link_hint = /** @type {(inputs: Events_Meeting_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选填。只有参加者、主办人和小组所有者能看到。`)
};

export const events_meeting_link_new_tab = /** @type {(inputs: Events_Meeting_Link_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（会议链接，在新标签页中打开）`)
};

export const events_more_count_hint = /** @type {(inputs: Events_More_Count_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每场都是独立的活动，有各自的参加者。未来最多 ${i?.max} 场。`)
};

export const events_more_dates = /** @type {(inputs: Events_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更多日期`)
};

export const events_more_dates_hint = /** @type {(inputs: Events_More_Dates_HintInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.rule}，还有 ${i?.count} 个日期。新日期接在最后一个之后。`)
};

export const events_more_until_hint = /** @type {(inputs: Events_More_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列活动将持续到这一天。`)
};

export const events_move_pin = /** @type {(inputs: Events_Move_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移动标记`)
};

export const events_my_events = /** @type {(inputs: Events_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动`)
};

export const events_my_events_count = /** @type {(inputs: Events_My_Events_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的活动（${i?.count}）`)
};

export const events_names_separator = /** @type {(inputs: Events_Names_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`、`)
};

export const events_new_last_date = /** @type {(inputs: Events_New_Last_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的最后日期`)
};

export const events_no_address_matches = /** @type {(inputs: Events_No_Address_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有匹配的地址。请尝试街道和门牌号，或地标。`)
};

export const events_no_comments = /** @type {(inputs: Events_No_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有评论。来说第一句吧！`)
};

export const events_no_image = /** @type {(inputs: Events_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未选择图片`)
};

export const events_no_link_manage = /** @type {(inputs: Events_No_Link_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有会议链接：请通过“编辑活动”添加。`)
};

export const events_no_link_yet = /** @type {(inputs: Events_No_Link_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人还没有添加会议链接。`)
};

export const events_no_more_dates = /** @type {(inputs: Events_No_More_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不添加日期`)
};

export const events_no_other_host = /** @type {(inputs: Events_No_Other_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个小组还没有其他活动主办人。小组所有者可以在“成员”标签页中将成员设为活动主办人。`)
};

export const events_no_participants = /** @type {(inputs: Events_No_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有人报名。`)
};

export const events_not_a_host_body = /** @type {(inputs: Events_Not_A_Host_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 由 ${i?.owner} 组织。如果您想主办活动，请联系对方。`)
};

export const events_not_a_host_title = /** @type {(inputs: Events_Not_A_Host_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组所有者和活动主办人可以创建活动`)
};

export const events_not_attending = /** @type {(inputs: Events_Not_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您还没有参加任何活动...`)
};

export const events_number_of_events = /** @type {(inputs: Events_Number_Of_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动场次`)
};

export const events_on_date = /** @type {(inputs: Events_On_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在某个日期`)
};

export const events_only_host_can_edit = /** @type {(inputs: Events_Only_Host_Can_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活动主办人可以编辑这场活动`)
};

export const events_opens_new_tab = /** @type {(inputs: Events_Opens_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（在新标签页中打开）`)
};

export const events_options = /** @type {(inputs: Events_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动选项`)
};

export const events_owner_will_answer = /** @type {(inputs: Events_Owner_Will_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组所有者会回复您的申请。`)
};

export const events_participants_limit = /** @type {(inputs: Events_Participants_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人数上限`)
};

export const events_participants_limit_hint = /** @type {(inputs: Events_Participants_Limit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除您（主办人）以外的名额。0 表示不限人数。`)
};

export const events_participants_load_failed = /** @type {(inputs: Events_Participants_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载参加者。`)
};

export const events_participants_of = /** @type {(inputs: Events_Participants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的参加者`)
};

export const events_past = /** @type {(inputs: Events_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`过往活动`)
};

export const events_past_load_failed = /** @type {(inputs: Events_Past_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载过往活动。`)
};

export const events_picker_map_label = /** @type {(inputs: Events_Picker_Map_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图。拖动标记，或在地图上点击活动地点。`)
};

export const events_pin_alt = /** @type {(inputs: Events_Pin_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动标记`)
};

export const events_pin_centre = /** @type {(inputs: Events_Pin_CentreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标记地图中心`)
};

export const events_pin_drag_title = /** @type {(inputs: Events_Pin_Drag_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拖动以移动标记`)
};

export const events_pin_field_hint = /** @type {(inputs: Events_Pin_Field_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把活动放到地图上，并为大家提供到确切地点的路线。`)
};

export const events_pin_field_label = /** @type {(inputs: Events_Pin_Field_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图标记（选填）`)
};

export const events_pin_hint = /** @type {(inputs: Events_Pin_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拖动标记，或在地图上点击集合地点。先定位到某个地点，可从附近开始。`)
};

export const events_pin_near = /** @type {(inputs: Events_Pin_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} 附近 · ${i?.point}`)
};

export const events_pin_of = /** @type {(inputs: Events_Pin_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的标记`)
};

export const events_pin_on_map = /** @type {(inputs: Events_Pin_On_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图标记`)
};

export const events_pin_readout = /** @type {(inputs: Events_Pin_ReadoutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`地图标记：${i?.pin}`)
};

export const events_privacy_hint_private = /** @type {(inputs: Events_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组成员能看到详情（时间、地点、介绍、主办人）。`)
};

export const events_privacy_hint_public = /** @type {(inputs: Events_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何人都能查看详情；小组成员可以参加。`)
};

export const events_privacy_label = /** @type {(inputs: Events_Privacy_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动隐私类型`)
};

export const events_private_group_events = /** @type {(inputs: Events_Private_Group_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个私密小组的活动仅对其成员可见。`)
};

export const events_private_group_note = /** @type {(inputs: Events_Private_Group_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是私密小组：只有成员可以参加其活动。`)
};

export const events_ready = /** @type {(inputs: Events_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活动已准备就绪。`)
};

export const events_remove = /** @type {(inputs: Events_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const events_remove_cover = /** @type {(inputs: Events_Remove_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除封面图片`)
};

export const events_remove_cover_from = /** @type {(inputs: Events_Remove_Cover_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从以下活动移除封面图片：`)
};

export const events_remove_cover_from_label = /** @type {(inputs: Events_Remove_Cover_From_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除封面的范围`)
};

export const events_remove_cover_one = /** @type {(inputs: Events_Remove_Cover_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要移除这场活动的封面图片吗？您随时可以上传新图片。`)
};

export const events_remove_cover_series = /** @type {(inputs: Events_Remove_Cover_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动显示的是所属系列活动的封面。要从该系列的所有活动中移除吗？您随时可以上传新图片。`)
};

export const events_remove_pin = /** @type {(inputs: Events_Remove_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除标记`)
};

export const events_repeat_biweekly = /** @type {(inputs: Events_Repeat_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每 2 周的${i?.weekday}`)
};

export const events_repeat_monthly_1 = /** @type {(inputs: Events_Repeat_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 1 个${i?.weekday}`)
};

export const events_repeat_monthly_2 = /** @type {(inputs: Events_Repeat_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 2 个${i?.weekday}`)
};

export const events_repeat_monthly_3 = /** @type {(inputs: Events_Repeat_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 3 个${i?.weekday}`)
};

export const events_repeat_monthly_4 = /** @type {(inputs: Events_Repeat_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 4 个${i?.weekday}`)
};

export const events_repeat_monthly_last = /** @type {(inputs: Events_Repeat_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月最后一个${i?.weekday}`)
};

export const events_repeat_weekly = /** @type {(inputs: Events_Repeat_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每周${i?.weekday}`)
};

export const events_repeats = /** @type {(inputs: Events_RepeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重复`)
};

export const events_repeats_biweekly = /** @type {(inputs: Events_Repeats_BiweeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每 2 周的${i?.weekday}举行`)
};

export const events_repeats_monthly_1 = /** @type {(inputs: Events_Repeats_Monthly_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 1 个${i?.weekday}举行`)
};

export const events_repeats_monthly_2 = /** @type {(inputs: Events_Repeats_Monthly_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 2 个${i?.weekday}举行`)
};

export const events_repeats_monthly_3 = /** @type {(inputs: Events_Repeats_Monthly_3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 3 个${i?.weekday}举行`)
};

export const events_repeats_monthly_4 = /** @type {(inputs: Events_Repeats_Monthly_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月第 4 个${i?.weekday}举行`)
};

export const events_repeats_monthly_last = /** @type {(inputs: Events_Repeats_Monthly_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每月最后一个${i?.weekday}举行`)
};

export const events_repeats_weekly = /** @type {(inputs: Events_Repeats_WeeklyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每周${i?.weekday}举行`)
};

export const events_request_to_join_to_attend = /** @type {(inputs: Events_Request_To_Join_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请加入小组以参加`)
};

export const events_requested_membership = /** @type {(inputs: Events_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已申请加入`)
};

export const events_required_note = /** @type {(inputs: Events_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标有 * 的字段为必填项。`)
};

export const events_save = /** @type {(inputs: Events_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存`)
};

export const events_save_changes_to = /** @type {(inputs: Events_Save_Changes_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动会重复举行。将更改保存到：`)
};

export const events_save_which = /** @type {(inputs: Events_Save_WhichInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存到哪些活动`)
};

export const events_scope_following = /** @type {(inputs: Events_Scope_FollowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场及之后的活动`)
};

export const events_scope_series = /** @type {(inputs: Events_Scope_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列中的所有活动`)
};

export const events_scope_this = /** @type {(inputs: Events_Scope_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这场活动`)
};

export const events_searching = /** @type {(inputs: Events_SearchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在搜索…`)
};

export const events_sections = /** @type {(inputs: Events_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动栏目`)
};

export const events_see_other_events = /** @type {(inputs: Events_See_Other_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看小组的其他活动`)
};

export const events_selected_file = /** @type {(inputs: Events_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已选择：${i?.name}`)
};

export const events_series_dates = /** @type {(inputs: Events_Series_DatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本系列的日期`)
};

export const events_series_summary = /** @type {(inputs: Events_Series_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.frequency} · ${i?.count} 个日期`)
};

export const events_show_all_dates = /** @type {(inputs: Events_Show_All_DatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`显示全部 ${i?.total} 个日期`)
};

export const events_show_more = /** @type {(inputs: Events_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多活动`)
};

export const events_sign_in_join_to_see = /** @type {(inputs: Events_Sign_In_Join_To_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录并加入小组即可查看。`)
};

export const events_sign_in_to_attend = /** @type {(inputs: Events_Sign_In_To_AttendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录后报名`)
};

export const events_start_label = /** @type {(inputs: Events_Start_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始日期和时间`)
};

export const events_tab_about = /** @type {(inputs: Events_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`简介`)
};

export const events_tab_comments = /** @type {(inputs: Events_Tab_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const events_tab_participants = /** @type {(inputs: Events_Tab_ParticipantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者`)
};

export const events_title_hint = /** @type {(inputs: Events_Title_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如：Kits Beach 日出跑`)
};

export const events_title_label = /** @type {(inputs: Events_Title_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标题`)
};

export const events_toast_attend_failed = /** @type {(inputs: Events_Toast_Attend_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报名参加活动失败。`)
};

export const events_toast_attend_failed_not_member = /** @type {(inputs: Events_Toast_Attend_Failed_Not_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您必须是小组成员才能参加`)
};

export const events_toast_attending = /** @type {(inputs: Events_Toast_AttendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功报名参加活动`)
};

export const events_toast_comment_added = /** @type {(inputs: Events_Toast_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论已发布`)
};

export const events_toast_comment_delete_failed = /** @type {(inputs: Events_Toast_Comment_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除评论失败。`)
};

export const events_toast_comment_deleted = /** @type {(inputs: Events_Toast_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论已删除`)
};

export const events_toast_comment_failed = /** @type {(inputs: Events_Toast_Comment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布评论失败。`)
};

export const events_toast_comment_update_failed = /** @type {(inputs: Events_Toast_Comment_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新评论失败。`)
};

export const events_toast_comment_updated = /** @type {(inputs: Events_Toast_Comment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论已更新`)
};

export const events_toast_cover_delete_failed = /** @type {(inputs: Events_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除封面图片失败`)
};

export const events_toast_cover_deleted = /** @type {(inputs: Events_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片已删除`)
};

export const events_toast_cover_upload_failed = /** @type {(inputs: Events_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传封面图片失败。`)
};

export const events_toast_cover_uploaded = /** @type {(inputs: Events_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片已上传`)
};

export const events_toast_create_failed = /** @type {(inputs: Events_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建活动失败。`)
};

export const events_toast_created = /** @type {(inputs: Events_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活动已成功创建！`)
};

export const events_toast_delete_failed = /** @type {(inputs: Events_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除活动失败`)
};

export const events_toast_deleted = /** @type {(inputs: Events_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动已删除`)
};

export const events_toast_hand_over_failed = /** @type {(inputs: Events_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交活动失败。`)
};

export const events_toast_handed_over = /** @type {(inputs: Events_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 现在是活动的主办人`)
};

export const events_toast_import_failed = /** @type {(inputs: Events_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入活动失败。请确认链接正确。`)
};

export const events_toast_join_group_failed = /** @type {(inputs: Events_Toast_Join_Group_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组失败。`)
};

export const events_toast_joined_group = /** @type {(inputs: Events_Toast_Joined_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已加入小组`)
};

export const events_toast_leave_event_failed = /** @type {(inputs: Events_Toast_Leave_Event_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消报名失败。`)
};

export const events_toast_left_event = /** @type {(inputs: Events_Toast_Left_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功取消报名`)
};

export const events_toast_membership_request_failed = /** @type {(inputs: Events_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请加入失败。`)
};

export const events_toast_membership_requested = /** @type {(inputs: Events_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申请已发送给小组所有者`)
};

export const events_toast_update_failed = /** @type {(inputs: Events_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新活动失败`)
};

export const events_toast_updated = /** @type {(inputs: Events_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动已更新`)
};

export const events_toast_waitlisted = /** @type {(inputs: Events_Toast_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功进入活动的候补名单`)
};

export const events_until_hint = /** @type {(inputs: Events_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列活动在这一天之后停止。`)
};

export const events_until_later = /** @type {(inputs: Events_Until_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直到之后某个日期`)
};

export const events_upcoming = /** @type {(inputs: Events_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即将举行的活动`)
};

export const events_upcoming_load_failed = /** @type {(inputs: Events_Upcoming_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载即将举行的活动。`)
};

export const events_update_event = /** @type {(inputs: Events_Update_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新活动`)
};

export const events_upload_cover = /** @type {(inputs: Events_Upload_CoverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传封面图片`)
};

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}。保存活动时会上传图片。`)
};

export const events_use_cover_for = /** @type {(inputs: Events_Use_Cover_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面用于`)
};

export const events_use_this_image = /** @type {(inputs: Events_Use_This_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用这张图片`)
};

export const events_use_this_pin = /** @type {(inputs: Events_Use_This_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用此标记`)
};

export const events_waitlist_order_note = /** @type {(inputs: Events_Waitlist_Order_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人退出时，名额按候补名单顺序分配。`)
};

export const events_waitlist_place = /** @type {(inputs: Events_Waitlist_PlaceInputs) => LocalizedString} */ (i) => {
	const positionText = registry.number("zh-Hans", i?.position, {});return /** @type {LocalizedString} */ (`您在候补名单中排第 ${i?.position} 位`)
};

export const events_waitlisted_note = /** @type {(inputs: Events_Waitlisted_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在候补名单中：有人退出时您将获得名额。`)
};

export const events_where = /** @type {(inputs: Events_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地点`)
};

export const events_who_will_host = /** @type {(inputs: Events_Who_Will_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`谁来主办 ${i?.name}？现任主办人将保留为参加者。`)
};

export const events_your_events = /** @type {(inputs: Events_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的活动`)
};

export const events_your_local_time = /** @type {(inputs: Events_Your_Local_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的当地时间`)
};

export const events_yours_load_failed = /** @type {(inputs: Events_Yours_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的活动。`)
};

export const feeds_csv_name = /** @type {(inputs: Feeds_Csv_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const feeds_csv_role = /** @type {(inputs: Feeds_Csv_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`角色`)
};

export const feeds_csv_rsvp_time = /** @type {(inputs: Feeds_Csv_Rsvp_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`报名时间（${i?.zone}）`)
};

export const feeds_date_at_time = /** @type {(inputs: Feeds_Date_At_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} ${i?.time}`)
};

export const feeds_export_blocked = /** @type {(inputs: Feeds_Export_BlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您屏蔽的人`)
};

export const feeds_export_comments = /** @type {(inputs: Feeds_Export_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const feeds_export_conversation_with = /** @type {(inputs: Feeds_Export_Conversation_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`与 ${i?.name} 的对话`)
};

export const feeds_export_email = /** @type {(inputs: Feeds_Export_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`电子邮件地址`)
};

export const feeds_export_events = /** @type {(inputs: Feeds_Export_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动与报名`)
};

export const feeds_export_groups = /** @type {(inputs: Feeds_Export_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`群组`)
};

export const feeds_export_hidden = /** @type {(inputs: Feeds_Export_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被管理员隐藏`)
};

export const feeds_export_intro = /** @type {(inputs: Feeds_Export_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这是您在 ${i?.site} 上的内容副本，于 ${i?.date} 为 ${i?.name} 准备。同样的数据也保存在本页旁边的 JSON 文件中，供其他程序使用。`)
};

export const feeds_export_member_since = /** @type {(inputs: Feeds_Export_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册时间`)
};

export const feeds_export_messages = /** @type {(inputs: Feeds_Export_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私信`)
};

export const feeds_export_nothing = /** @type {(inputs: Feeds_Export_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这里没有内容。`)
};

export const feeds_export_notifications = /** @type {(inputs: Feeds_Export_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

export const feeds_export_pictures = /** @type {(inputs: Feeds_Export_PicturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片`)
};

export const feeds_export_place = /** @type {(inputs: Feeds_Export_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所在地`)
};

export const feeds_export_profile = /** @type {(inputs: Feeds_Export_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料`)
};

export const feeds_export_requests = /** @type {(inputs: Feeds_Export_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入申请`)
};

export const feeds_export_title = /** @type {(inputs: Feeds_Export_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您在 ${i?.site} 上的数据`)
};

export const feeds_export_you = /** @type {(inputs: Feeds_Export_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您`)
};

export const feeds_group_calendar_description = /** @type {(inputs: Feeds_Group_Calendar_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 即将举行的活动`)
};

export const feeds_group_feed_copyright = /** @type {(inputs: Feeds_Group_Feed_CopyrightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 上的 ${i?.group}`)
};

export const feeds_group_feed_title = /** @type {(inputs: Feeds_Group_Feed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group}：即将举行的活动`)
};

export const feeds_join_online = /** @type {(inputs: Feeds_Join_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`线上参加：${i?.url}`)
};

export const feeds_my_events_calendar = /** @type {(inputs: Feeds_My_Events_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动 · Neighbourly`)
};

export const feeds_my_events_description = /** @type {(inputs: Feeds_My_Events_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 Neighbourly 上参加、主办或候补的活动`)
};

export const feeds_waitlist_summary = /** @type {(inputs: Feeds_Waitlist_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（候补）`)
};

export const groups_account_needed = /** @type {(inputs: Groups_Account_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您需要账号才能创建小组。${i?.link}，或使用上方的登录按钮。`)
};

export const groups_approve_request = /** @type {(inputs: Groups_Approve_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`批准申请`)
};

export const groups_asked_to_join_on = /** @type {(inputs: Groups_Asked_To_Join_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`申请日期：${i?.date}`)
};

export const groups_ban_confirm = /** @type {(inputs: Groups_Ban_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封禁`)
};

export const groups_ban_message = /** @type {(inputs: Groups_Ban_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要从 ${i?.group} 封禁 ${i?.name} 吗？对方会像“移出”一样被移出小组，并且在您解除封禁之前，无法加入、申请加入或评论该小组的活动。`)
};

export const groups_ban_reason_hint = /** @type {(inputs: Groups_Ban_Reason_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`仅小组所有者可见，对方永远看不到。${i?.length}/${i?.max}`)
};

export const groups_ban_reason_label = /** @type {(inputs: Groups_Ban_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因（可选）`)
};

export const groups_ban_reason_prefix = /** @type {(inputs: Groups_Ban_Reason_PrefixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因：`)
};

export const groups_ban_title = /** @type {(inputs: Groups_Ban_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从小组封禁`)
};

export const groups_banned_cannot_join = /** @type {(inputs: Groups_Banned_Cannot_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无法加入此小组。`)
};

export const groups_banned_empty = /** @type {(inputs: Groups_Banned_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组没有封禁任何人。`)
};

export const groups_banned_list_label = /** @type {(inputs: Groups_Banned_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`被 ${i?.group} 封禁的用户`)
};

export const groups_banned_load_failed = /** @type {(inputs: Groups_Banned_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载被封禁的用户。`)
};

export const groups_banned_on = /** @type {(inputs: Groups_Banned_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`封禁于 ${i?.date}`)
};

export const groups_banned_on_by = /** @type {(inputs: Groups_Banned_On_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} 由 ${i?.name} 封禁`)
};

export const groups_calendar_copy = /** @type {(inputs: Groups_Calendar_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制链接`)
};

export const groups_calendar_download = /** @type {(inputs: Groups_Calendar_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下载日历文件`)
};

export const groups_calendar_download_note = /** @type {(inputs: Groups_Calendar_Download_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日历应用无法登录私密小组`)
};

export const groups_calendar_open = /** @type {(inputs: Groups_Calendar_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在日历应用中打开`)
};

export const groups_calendar_subscribe = /** @type {(inputs: Groups_Calendar_SubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`订阅日历`)
};

export const groups_cover_alt = /** @type {(inputs: Groups_Cover_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的封面图片`)
};

export const groups_cover_change = /** @type {(inputs: Groups_Cover_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更换封面图片`)
};

export const groups_cover_current_alt = /** @type {(inputs: Groups_Cover_Current_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前封面图片`)
};

export const groups_cover_delete = /** @type {(inputs: Groups_Cover_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除封面图片`)
};

export const groups_cover_delete_confirm = /** @type {(inputs: Groups_Cover_Delete_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

export const groups_cover_delete_question = /** @type {(inputs: Groups_Cover_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要删除此小组的封面图片吗？您可以随时上传新图片。`)
};

export const groups_cover_file_label = /** @type {(inputs: Groups_Cover_File_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片文件`)
};

export const groups_cover_preview_alt = /** @type {(inputs: Groups_Cover_Preview_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新封面图片预览`)
};

export const groups_cover_upload = /** @type {(inputs: Groups_Cover_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传封面图片`)
};

export const groups_cover_uploaded_on_save = /** @type {(inputs: Groups_Cover_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片将在保存时上传。`)
};

export const groups_create_a_group = /** @type {(inputs: Groups_Create_A_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组`)
};

export const groups_create_button = /** @type {(inputs: Groups_Create_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组`)
};

export const groups_create_event = /** @type {(inputs: Groups_Create_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建活动`)
};

export const groups_create_free_account = /** @type {(inputs: Groups_Create_Free_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免费注册账号`)
};

export const groups_create_or_import = /** @type {(inputs: Groups_Create_Or_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建或导入小组`)
};

export const groups_decline_and_ban = /** @type {(inputs: Groups_Decline_And_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒绝并封禁`)
};

export const groups_decline_and_ban_question = /** @type {(inputs: Groups_Decline_And_Ban_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要拒绝 ${i?.name} 的申请并将其从此小组封禁吗？在您解除封禁之前，对方无法再次申请加入。`)
};

export const groups_delete_group = /** @type {(inputs: Groups_Delete_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除小组`)
};

export const groups_delete_question = /** @type {(inputs: Groups_Delete_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确定要删除此小组吗？此操作无法撤销。`)
};

export const groups_description_hint = /** @type {(inputs: Groups_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你们做什么、在何时何地聚会、欢迎哪些人。像 #徒步 这样的词会变成标签链接。`)
};

export const groups_distance_km = /** @type {(inputs: Groups_Distance_KmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.distance} 公里`)
};

export const groups_document_title_group = /** @type {(inputs: Groups_Document_Title_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组`)
};

export const groups_edit_description_hint = /** @type {(inputs: Groups_Edit_Description_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`像 #徒步 这样的词会变成标签链接。`)
};

export const groups_edit_form_label = /** @type {(inputs: Groups_Edit_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑小组`)
};

export const groups_fediverse_address_copied = /** @type {(inputs: Groups_Fediverse_Address_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地址已复制`)
};

export const groups_fediverse_copy_address = /** @type {(inputs: Groups_Fediverse_Copy_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制地址`)
};

export const groups_fediverse_copy_failed = /** @type {(inputs: Groups_Fediverse_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法复制地址：请选中后手动复制。`)
};

export const groups_fediverse_followers_count = /** @type {(inputs: Groups_Fediverse_Followers_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`联邦宇宙上有 ${i?.count} 位关注者`)
};

export const groups_fediverse_intro = /** @type {(inputs: Groups_Fediverse_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用 Mastodon、Mobilizon 或任何联邦宇宙账号关注：新活动会发送到那里，您的回复会作为评论出现在这里。`)
};

export const groups_fediverse_title = /** @type {(inputs: Groups_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从联邦宇宙关注`)
};

export const groups_field_description = /** @type {(inputs: Groups_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组简介`)
};

export const groups_field_handle = /** @type {(inputs: Groups_Field_HandleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙用户名`)
};

export const groups_field_id = /** @type {(inputs: Groups_Field_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组 ID`)
};

export const groups_field_name = /** @type {(inputs: Groups_Field_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组名称`)
};

export const groups_field_privacy = /** @type {(inputs: Groups_Field_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐私设置`)
};

export const groups_follow_account_label = /** @type {(inputs: Groups_Follow_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的账号（用户名@服务器）`)
};

export const groups_follow_button = /** @type {(inputs: Groups_Follow_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关注`)
};

export const groups_follow_form_label = /** @type {(inputs: Groups_Follow_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用您的联邦宇宙账号关注`)
};

export const groups_followers_empty = /** @type {(inputs: Groups_Followers_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有联邦宇宙账号关注此小组。它的地址在“简介”标签页，可以分享。`)
};

export const groups_followers_list_label = /** @type {(inputs: Groups_Followers_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的联邦宇宙关注者`)
};

export const groups_followers_load_failed = /** @type {(inputs: Groups_Followers_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载联邦宇宙关注者。`)
};

export const groups_followers_since = /** @type {(inputs: Groups_Followers_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`自 ${i?.date} 起关注`)
};

export const groups_free_groups = /** @type {(inputs: Groups_Free_GroupsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 个小组`)
};

export const groups_go_to_group = /** @type {(inputs: Groups_Go_To_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`前往小组页面`)
};

export const groups_handle_hint = /** @type {(inputs: Groups_Handle_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mastodon、Mobilizon 等联邦宇宙账号通过这个名字关注小组。仅限小写字母、数字和下划线。以后更改时，旧名字仍然有效。`)
};

export const groups_handle_hint_private = /** @type {(inputs: Groups_Handle_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组公开后启用：届时 Mastodon、Mobilizon 等联邦宇宙账号通过这个名字关注它。仅限小写字母、数字和下划线。以后更改时，旧名字仍然有效。`)
};

export const groups_handle_preview = /** @type {(inputs: Groups_Handle_PreviewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`联邦宇宙地址：${i?.address}`)
};

export const groups_handover_message = /** @type {(inputs: Groups_Handover_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 将成为 ${i?.group} 的所有者，您将成为普通成员：您将不再管理小组及其成员。确定移交吗？`)
};

export const groups_handover_title = /** @type {(inputs: Groups_Handover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交小组`)
};

export const groups_help_page = /** @type {(inputs: Groups_Help_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帮助页面`)
};

export const groups_hero_eyebrow = /** @type {(inputs: Groups_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在温哥华创建小组`)
};

export const groups_hero_get_started = /** @type {(inputs: Groups_Hero_Get_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始`)
};

export const groups_hero_sign_in = /** @type {(inputs: Groups_Hero_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录以创建小组`)
};

export const groups_hero_text = /** @type {(inputs: Groups_Hero_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`海堤跑步、读书会、桌游之夜、社区花园：围绕您热爱的事情创建小组，策划活动，欢迎新成员。每位成员可免费运营 ${i?.free}。`)
};

export const groups_hero_title = /** @type {(inputs: Groups_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把邻居们聚在一起`)
};

export const groups_home_place_hint = /** @type {(inputs: Groups_Home_Place_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组主要的聚会地点；在附近搜索的人可以找到它。`)
};

export const groups_home_place_label = /** @type {(inputs: Groups_Home_Place_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所在社区`)
};

export const groups_home_place_none = /** @type {(inputs: Groups_Home_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const groups_id_available = /** @type {(inputs: Groups_Id_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此小组 ID 可用。您的小组地址：${i?.address}`)
};

export const groups_id_hint = /** @type {(inputs: Groups_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小写字母、数字和下划线。它将成为您小组的地址，创建后无法更改。`)
};

export const groups_import_button = /** @type {(inputs: Groups_Import_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用现有 Meetup 小组填写`)
};

export const groups_import_fetching = /** @type {(inputs: Groups_Import_FetchingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.button}：正在获取 Meetup 页面`)
};

export const groups_import_form_label = /** @type {(inputs: Groups_Import_Form_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入 Meetup 小组`)
};

export const groups_import_hint = /** @type {(inputs: Groups_Import_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`根据小组的 Meetup 页面填写上方的小组 ID、名称和简介。`)
};

export const groups_import_hint_default = /** @type {(inputs: Groups_Import_Hint_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`粘贴 Meetup 页面的地址，保存前请检查自动填写的字段。`)
};

export const groups_import_or = /** @type {(inputs: Groups_Import_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或`)
};

export const groups_import_url_label = /** @type {(inputs: Groups_Import_Url_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meetup 小组网址`)
};

export const groups_join_group = /** @type {(inputs: Groups_Join_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组`)
};

export const groups_leave_group = /** @type {(inputs: Groups_Leave_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出小组`)
};

export const groups_lift_ban = /** @type {(inputs: Groups_Lift_BanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除封禁`)
};

export const groups_loading_banned = /** @type {(inputs: Groups_Loading_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载被封禁的用户`)
};

export const groups_loading_followers = /** @type {(inputs: Groups_Loading_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载联邦宇宙关注者`)
};

export const groups_loading_group = /** @type {(inputs: Groups_Loading_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载小组`)
};

export const groups_loading_members = /** @type {(inputs: Groups_Loading_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载成员`)
};

export const groups_loading_requests = /** @type {(inputs: Groups_Loading_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载加入申请`)
};

export const groups_loading_tab = /** @type {(inputs: Groups_Loading_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载标签页`)
};

export const groups_loading_your_groups = /** @type {(inputs: Groups_Loading_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的小组`)
};

export const groups_main_page = /** @type {(inputs: Groups_Main_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首页`)
};

export const groups_make_event_host = /** @type {(inputs: Groups_Make_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设为活动主办人`)
};

export const groups_make_owner = /** @type {(inputs: Groups_Make_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设为所有者`)
};

export const groups_manage_group = /** @type {(inputs: Groups_Manage_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理小组`)
};

export const groups_manage_group_of = /** @type {(inputs: Groups_Manage_Group_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`管理 ${i?.group}`)
};

export const groups_member_actions = /** @type {(inputs: Groups_Member_ActionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的更多操作`)
};

export const groups_members_empty = /** @type {(inputs: Groups_Members_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组还没有成员。`)
};

export const groups_members_list_label = /** @type {(inputs: Groups_Members_List_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的成员`)
};

export const groups_members_load_failed = /** @type {(inputs: Groups_Members_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载成员。`)
};

export const groups_more_groups_note = /** @type {(inputs: Groups_More_Groups_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`想要多个小组？每位成员可免费创建 ${i?.free}，用于非商业用途。如需运营更多小组，请联系我们：${i?.link}。`)
};

export const groups_my_groups = /** @type {(inputs: Groups_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的小组`)
};

export const groups_my_groups_count = /** @type {(inputs: Groups_My_Groups_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我的小组（${i?.count}）`)
};

export const groups_my_groups_empty = /** @type {(inputs: Groups_My_Groups_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您还没有加入任何小组。去${i?.link}看看吧`)
};

export const groups_name_hint = /** @type {(inputs: Groups_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邻居们首先看到的内容，例如 Kits Beach Runners。`)
};

export const groups_not_owner_text = /** @type {(inputs: Groups_Not_Owner_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 由 ${i?.name} 组织。如需更改，请联系对方。`)
};

export const groups_not_owner_title = /** @type {(inputs: Groups_Not_Owner_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组所有者才能管理此小组`)
};

export const groups_options = /** @type {(inputs: Groups_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组选项`)
};

export const groups_organized_by = /** @type {(inputs: Groups_Organized_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`组织者：${i?.name}`)
};

export const groups_past_empty = /** @type {(inputs: Groups_Past_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组没有过去的活动`)
};

export const groups_privacy_hint_private = /** @type {(inputs: Groups_Privacy_Hint_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户需申请加入，由您逐一批准。只有成员才能看到成员名单。`)
};

export const groups_privacy_hint_public = /** @type {(inputs: Groups_Privacy_Hint_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任何人都可以加入，已登录的用户可以看到成员名单。`)
};

export const groups_reject_question = /** @type {(inputs: Groups_Reject_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要拒绝 ${i?.name} 加入此小组的申请吗？对方以后可以再次申请。`)
};

export const groups_reject_request = /** @type {(inputs: Groups_Reject_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒绝申请`)
};

export const groups_remove_confirm = /** @type {(inputs: Groups_Remove_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移出`)
};

export const groups_remove_event_host = /** @type {(inputs: Groups_Remove_Event_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消活动主办人`)
};

export const groups_remove_follower = /** @type {(inputs: Groups_Remove_FollowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除关注者`)
};

export const groups_remove_follower_question = /** @type {(inputs: Groups_Remove_Follower_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要从小组的关注者中移除 ${i?.name} 吗？小组将不再向其服务器发送任何内容。对方之后仍可重新关注。`)
};

export const groups_remove_message = /** @type {(inputs: Groups_Remove_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`要将 ${i?.name} 移出 ${i?.group} 吗？对方将放弃在该小组即将举行的活动中的名额，其主办的活动将转交给您。`)
};

export const groups_remove_title = /** @type {(inputs: Groups_Remove_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移出小组`)
};

export const groups_request_to_join = /** @type {(inputs: Groups_Request_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请加入小组`)
};

export const groups_requested_membership = /** @type {(inputs: Groups_Requested_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已申请加入`)
};

export const groups_requests_empty = /** @type {(inputs: Groups_Requests_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有待处理的加入申请。`)
};

export const groups_requests_list_label = /** @type {(inputs: Groups_Requests_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入申请`)
};

export const groups_requests_load_failed = /** @type {(inputs: Groups_Requests_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载加入申请。`)
};

export const groups_requests_pending = /** @type {(inputs: Groups_Requests_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.count} 个待处理）`)
};

export const groups_required_note = /** @type {(inputs: Groups_Required_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标有 * 的字段为必填项。`)
};

export const groups_role_host = /** @type {(inputs: Groups_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动主办人`)
};

export const groups_role_member = /** @type {(inputs: Groups_Role_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组成员`)
};

export const groups_role_owner = /** @type {(inputs: Groups_Role_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组所有者`)
};

export const groups_save_changes = /** @type {(inputs: Groups_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存更改`)
};

export const groups_show_more = /** @type {(inputs: Groups_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多`)
};

export const groups_show_more_members = /** @type {(inputs: Groups_Show_More_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更多成员`)
};

export const groups_sign_in_to_join = /** @type {(inputs: Groups_Sign_In_To_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录后加入`)
};

export const groups_tab_about = /** @type {(inputs: Groups_Tab_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`简介`)
};

export const groups_tab_banned = /** @type {(inputs: Groups_Tab_BannedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已封禁`)
};

export const groups_tab_fediverse = /** @type {(inputs: Groups_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙`)
};

export const groups_tab_members = /** @type {(inputs: Groups_Tab_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`成员`)
};

export const groups_tab_past = /** @type {(inputs: Groups_Tab_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`过去的活动`)
};

export const groups_tab_requests = /** @type {(inputs: Groups_Tab_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入申请`)
};

export const groups_tab_upcoming = /** @type {(inputs: Groups_Tab_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即将举行的活动`)
};

export const groups_tabs_label = /** @type {(inputs: Groups_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组栏目`)
};

export const groups_toast_ban_failed = /** @type {(inputs: Groups_Toast_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封禁失败。`)
};

export const groups_toast_ban_lifted = /** @type {(inputs: Groups_Toast_Ban_LiftedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已解除对 ${i?.name} 的封禁`)
};

export const groups_toast_change_role_failed = /** @type {(inputs: Groups_Toast_Change_Role_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改角色失败。`)
};

export const groups_toast_cover_delete_failed = /** @type {(inputs: Groups_Toast_Cover_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除小组封面图片失败。`)
};

export const groups_toast_cover_deleted = /** @type {(inputs: Groups_Toast_Cover_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片已成功删除`)
};

export const groups_toast_cover_upload_failed = /** @type {(inputs: Groups_Toast_Cover_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传小组封面图片失败。`)
};

export const groups_toast_cover_uploaded = /** @type {(inputs: Groups_Toast_Cover_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片已成功上传`)
};

export const groups_toast_create_failed = /** @type {(inputs: Groups_Toast_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组失败。`)
};

export const groups_toast_created = /** @type {(inputs: Groups_Toast_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的小组已创建成功！`)
};

export const groups_toast_delete_failed = /** @type {(inputs: Groups_Toast_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除小组失败。`)
};

export const groups_toast_deleted = /** @type {(inputs: Groups_Toast_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组已删除`)
};

export const groups_toast_follow_failed = /** @type {(inputs: Groups_Toast_Follow_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法开始关注，请重试。`)
};

export const groups_toast_follower_removed = /** @type {(inputs: Groups_Toast_Follower_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已不再关注小组`)
};

export const groups_toast_hand_over_failed = /** @type {(inputs: Groups_Toast_Hand_Over_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移交小组失败。`)
};

export const groups_toast_handed_over = /** @type {(inputs: Groups_Toast_Handed_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 现在是小组所有者`)
};

export const groups_toast_import_failed = /** @type {(inputs: Groups_Toast_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法导入您的小组。请确认链接正确。`)
};

export const groups_toast_import_unreachable = /** @type {(inputs: Groups_Toast_Import_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时无法连接 Meetup，请稍后再试。`)
};

export const groups_toast_imported = /** @type {(inputs: Groups_Toast_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功导入 Meetup 小组/活动数据！`)
};

export const groups_toast_join_failed = /** @type {(inputs: Groups_Toast_Join_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入小组失败。`)
};

export const groups_toast_joined = /** @type {(inputs: Groups_Toast_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已加入小组`)
};

export const groups_toast_leave_failed = /** @type {(inputs: Groups_Toast_Leave_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出小组失败。`)
};

export const groups_toast_left = /** @type {(inputs: Groups_Toast_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已退出小组`)
};

export const groups_toast_lift_ban_failed = /** @type {(inputs: Groups_Toast_Lift_Ban_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除封禁失败。`)
};

export const groups_toast_limit_exceeded = /** @type {(inputs: Groups_Toast_Limit_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组失败。已超过每位用户可创建的小组数量上限。`)
};

export const groups_toast_made_host = /** @type {(inputs: Groups_Toast_Made_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 现在是活动主办人`)
};

export const groups_toast_member_banned = /** @type {(inputs: Groups_Toast_Member_BannedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已从小组封禁 ${i?.name}`)
};

export const groups_toast_member_removed = /** @type {(inputs: Groups_Toast_Member_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已将 ${i?.name} 移出小组`)
};

export const groups_toast_membership_request_failed = /** @type {(inputs: Groups_Toast_Membership_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请加入失败。`)
};

export const groups_toast_membership_requested = /** @type {(inputs: Groups_Toast_Membership_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申请已发送给小组所有者`)
};

export const groups_toast_remove_follower_failed = /** @type {(inputs: Groups_Toast_Remove_Follower_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法移除关注者，请重试。`)
};

export const groups_toast_remove_member_failed = /** @type {(inputs: Groups_Toast_Remove_Member_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移出成员失败。`)
};

export const groups_toast_request_approved = /** @type {(inputs: Groups_Toast_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请已批准`)
};

export const groups_toast_request_handling_failed = /** @type {(inputs: Groups_Toast_Request_Handling_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理申请失败。`)
};

export const groups_toast_request_rejected = /** @type {(inputs: Groups_Toast_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`申请已拒绝`)
};

export const groups_toast_request_withdrawn = /** @type {(inputs: Groups_Toast_Request_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的加入申请已撤回`)
};

export const groups_toast_unmade_host = /** @type {(inputs: Groups_Toast_Unmade_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 不再是活动主办人`)
};

export const groups_toast_update_failed = /** @type {(inputs: Groups_Toast_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新小组失败`)
};

export const groups_toast_updated = /** @type {(inputs: Groups_Toast_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组已成功更新`)
};

export const groups_toast_withdraw_failed = /** @type {(inputs: Groups_Toast_Withdraw_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤回申请失败。`)
};

export const groups_upcoming_empty = /** @type {(inputs: Groups_Upcoming_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂无即将举行的活动`)
};

export const groups_withdraw_request = /** @type {(inputs: Groups_Withdraw_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤回申请`)
};

export const groups_your_groups_label = /** @type {(inputs: Groups_Your_Groups_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的小组`)
};

export const groups_your_groups_load_failed = /** @type {(inputs: Groups_Your_Groups_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的小组。`)
};

export const home_bubble_book_club = /** @type {(inputs: Home_Bubble_Book_ClubInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读书会`)
};

export const home_bubble_coffee = /** @type {(inputs: Home_Bubble_CoffeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咖啡`)
};

export const home_bubble_dog_walks = /** @type {(inputs: Home_Bubble_Dog_WalksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遛狗`)
};

export const home_bubble_gardening = /** @type {(inputs: Home_Bubble_GardeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`园艺`)
};

export const home_bubble_hiking = /** @type {(inputs: Home_Bubble_HikingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`徒步`)
};

export const home_bubble_jam_nights = /** @type {(inputs: Home_Bubble_Jam_NightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即兴演奏夜`)
};

export const home_bubble_running = /** @type {(inputs: Home_Bubble_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跑步`)
};

export const home_bubble_sketching = /** @type {(inputs: Home_Bubble_SketchingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速写`)
};

export const home_create_account = /** @type {(inputs: Home_Create_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建免费账号`)
};

export const home_create_own_group = /** @type {(inputs: Home_Create_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建您自己的小组`)
};

export const home_events_subtitle = /** @type {(inputs: Home_Events_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即将举行的活动，按时间先后排列。`)
};

export const home_explore_events = /** @type {(inputs: Home_Explore_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索活动`)
};

export const home_explore_groups = /** @type {(inputs: Home_Explore_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`探索小组`)
};

export const home_find_people_text = /** @type {(inputs: Home_Find_People_TextInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`按名称或 #标签 搜索小组：徒步、语言交换、园艺、编程等等。每位成员都可以免费创建 ${i?.count} 个小组：策划活动、欢迎新成员，打造属于您自己的社群。`)
};

export const home_find_people_title = /** @type {(inputs: Home_Find_People_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找到志同道合的人`)
};

export const home_first_event_text = /** @type {(inputs: Home_First_Event_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日出徒步、桌游之夜、园艺义工日：报名参加您附近的活动。活动名额已满时，可加入候补名单，一有名额空出，我们就会为您递补。`)
};

export const home_first_event_title = /** @type {(inputs: Home_First_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加您的第一场活动`)
};

export const home_groups_subtitle = /** @type {(inputs: Home_Groups_SubtitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`温哥华各地的小组，按活跃程度排列。`)
};

export const home_have_account = /** @type {(inputs: Home_Have_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我已有账号`)
};

export const home_hero_action = /** @type {(inputs: Home_Hero_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即开始探索`)
};

export const home_hero_eyebrow = /** @type {(inputs: Home_Hero_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遍布温哥华的小组与活动`)
};

export const home_hero_text = /** @type {(inputs: Home_Hero_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找到志同道合的人，从沿着海堤晨跑到在 Mount Pleasant 玩桌游之夜。加入小组、参加活动，或者创建您自己的小组。`)
};

export const home_hero_title = /** @type {(inputs: Home_Hero_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`欢迎来到 Neighbourly：结识新朋友的好去处！`)
};

export const home_my_events = /** @type {(inputs: Home_My_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动`)
};

export const home_my_groups = /** @type {(inputs: Home_My_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的小组`)
};

export const home_new_text = /** @type {(inputs: Home_New_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册免费账号，即可加入小组、报名参加活动，还能创建您自己的社群。已经是成员了？登录即可查看您的小组有哪些计划，并按名称或 #标签 搜索。`)
};

export const home_new_title = /** @type {(inputs: Home_New_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`初次来到 Neighbourly？`)
};

export const home_welcome_back = /** @type {(inputs: Home_Welcome_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`欢迎回来，${i?.name}`)
};

export const home_welcome_text = /** @type {(inputs: Home_Welcome_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`看看您附近有什么活动，或按名称或 #标签 搜索。`)
};

export const labels_attendance_with_waitlist = /** @type {(inputs: Labels_Attendance_With_WaitlistInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.taken} · 候补 ${i?.count} 人`)
};

export const labels_event_privacy_private = /** @type {(inputs: Labels_Event_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私密活动`)
};

export const labels_event_privacy_public = /** @type {(inputs: Labels_Event_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开活动`)
};

export const labels_going_count = /** @type {(inputs: Labels_Going_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人参加`)
};

export const labels_group_privacy_private = /** @type {(inputs: Labels_Group_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私密小组`)
};

export const labels_group_privacy_public = /** @type {(inputs: Labels_Group_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开小组`)
};

export const labels_hidden_by_moderators = /** @type {(inputs: Labels_Hidden_By_ModeratorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被审核员隐藏`)
};

export const labels_location_separator = /** @type {(inputs: Labels_Location_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const labels_members_count = /** @type {(inputs: Labels_Members_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 位成员`)
};

export const labels_no_one_going = /** @type {(inputs: Labels_No_One_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂无人参加`)
};

export const labels_participant_role_host = /** @type {(inputs: Labels_Participant_Role_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人`)
};

export const labels_participant_role_participant = /** @type {(inputs: Labels_Participant_Role_ParticipantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参加者`)
};

export const labels_participant_role_waitlisted = /** @type {(inputs: Labels_Participant_Role_WaitlistedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`候补中`)
};

export const labels_places_taken = /** @type {(inputs: Labels_Places_TakenInputs) => LocalizedString} */ (i) => {
	const limitPlural = registry.plural("zh-Hans", i?.limit, {});
	const takenPlural = registry.plural("zh-Hans", i?.taken, {});
	const takenText = registry.number("zh-Hans", i?.taken, {});
	const limitText = registry.number("zh-Hans", i?.limit, {});return /** @type {LocalizedString} */ (`已报名 ${i?.taken}/${i?.limit} 个名额`)
};

export const labels_waiting_for_review = /** @type {(inputs: Labels_Waiting_For_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等待审核`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目录`)
};

export const legal_cookies_auth_store_duration = /** @type {(inputs: Legal_Cookies_Auth_Store_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您退出登录`)
};

export const legal_cookies_auth_store_purpose = /** @type {(inputs: Legal_Cookies_Auth_Store_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记住您已登录，以及您的 ID 和显示名称，使页面能立即显示正确的菜单。`)
};

export const legal_cookies_changes_heading = /** @type {(inputs: Legal_Cookies_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`变更与联系方式`)
};

export const legal_cookies_changes_p1 = /** @type {(inputs: Legal_Cookies_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`如果我们将来添加任何并非严格必需的 Cookie，会先更新本政策并征求您的同意。有疑问？请通过${i?.helpLink}联系我们；有关我们如何处理个人信息，请参阅《${i?.privacyLink}》。`)
};

export const legal_cookies_color_scheme_purpose = /** @type {(inputs: Legal_Cookies_Color_Scheme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您选择的浅色或深色配色方案，使页面在启动之前就以该配色显示。在您跟随系统设置时不会设置。`)
};

export const legal_cookies_column_duration = /** @type {(inputs: Legal_Cookies_Column_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留时长`)
};

export const legal_cookies_column_name = /** @type {(inputs: Legal_Cookies_Column_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称`)
};

export const legal_cookies_column_purpose = /** @type {(inputs: Legal_Cookies_Column_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用途`)
};

export const legal_cookies_column_type = /** @type {(inputs: Legal_Cookies_Column_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`类型`)
};

export const legal_cookies_control_heading = /** @type {(inputs: Legal_Cookies_Control_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的选择`)
};

export const legal_cookies_control_p1 = /** @type {(inputs: Legal_Cookies_Control_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您可以随时在浏览器设置中删除 Cookie 和网站数据，大多数浏览器也允许您完全阻止 Cookie。如果您阻止或删除 ${i?.session} 或 ${i?.xsrf} Cookie，您将被退出登录，并且在重新允许它们之前无法登录。清除本地存储只会重置您的主题偏好。`)
};

export const legal_cookies_intro = /** @type {(inputs: Legal_Cookies_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本政策列出 Neighbourly 使用的每一个 Cookie 和浏览器存储项及其用途。简而言之：只使用让您登录、保护您的账号和记住您的主题所严格必需的项目。不做任何跟踪。`)
};

export const legal_cookies_kind_cookie = /** @type {(inputs: Legal_Cookies_Kind_CookieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`浏览器 Cookie`)
};

export const legal_cookies_kind_cookie_http_only = /** @type {(inputs: Legal_Cookies_Kind_Cookie_Http_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`浏览器 Cookie（HttpOnly）`)
};

export const legal_cookies_kind_local_storage = /** @type {(inputs: Legal_Cookies_Kind_Local_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本地存储`)
};

export const legal_cookies_kind_session_storage = /** @type {(inputs: Legal_Cookies_Kind_Session_StorageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会话存储`)
};

export const legal_cookies_list_heading = /** @type {(inputs: Legal_Cookies_List_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们使用的 Cookie 和存储`)
};

export const legal_cookies_list_p1 = /** @type {(inputs: Legal_Cookies_List_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`当您退出登录时，我们会移除 ${i?.authStore} 记录并清除 ${i?.session} Cookie，同时清除本网站早期版本可能留下的任何 ${i?.legacySession} Cookie。`)
};

export const legal_cookies_locale_purpose = /** @type {(inputs: Legal_Cookies_Locale_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在语言菜单中选择的语言，使每个页面都以该语言显示。仅在您选择语言时设置；如果您在“设置”中为账号设置了语言，则以账号的语言为准。`)
};

export const legal_cookies_necessary_heading = /** @type {(inputs: Legal_Cookies_Necessary_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仅使用严格必需的项目`)
};

export const legal_cookies_necessary_not = /** @type {(inputs: Legal_Cookies_Necessary_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不`)
};

export const legal_cookies_necessary_p1 = /** @type {(inputs: Legal_Cookies_Necessary_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`我们使用的每个 Cookie 和存储项都是提供您所请求的服务所严格必需的：登录、保护您的账号安全以及记住您的显示偏好。我们${i?.not}使用分析、广告、社交媒体或其他跟踪 Cookie，不会为您的浏览行为建立档案，也不允许第三方通过 Neighbourly 设置 Cookie。因此，我们不显示 Cookie 同意横幅。`)
};

export const legal_cookies_necessary_p2 = /** @type {(inputs: Legal_Cookies_Necessary_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册页面上我们默认的验证码无需 Cookie 即可运作。如果通过外部身份提供方登录，该提供方可能会在其自己的网站上设置其自己的 Cookie。`)
};

export const legal_cookies_one_year = /** @type {(inputs: Legal_Cookies_One_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一年`)
};

export const legal_cookies_reload_duration = /** @type {(inputs: Legal_Cookies_Reload_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您关闭标签页`)
};

export const legal_cookies_reload_purpose = /** @type {(inputs: Legal_Cookies_Reload_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记录页面上一次自动重新加载的时间（为获取 Neighbourly 的新版本，或在您的会话过期后），以免页面陷入循环重新加载。`)
};

export const legal_cookies_session_duration = /** @type {(inputs: Legal_Cookies_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您退出登录或会话过期`)
};

export const legal_cookies_session_purpose = /** @type {(inputs: Legal_Cookies_Session_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保持您的登录状态。其中保存一个随机的会话标识符，网页脚本无法读取。`)
};

export const legal_cookies_table_label = /** @type {(inputs: Legal_Cookies_Table_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly 使用的 Cookie 和浏览器存储`)
};

export const legal_cookies_theme_duration = /** @type {(inputs: Legal_Cookies_Theme_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`直至您清除浏览器数据`)
};

export const legal_cookies_theme_purpose = /** @type {(inputs: Legal_Cookies_Theme_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的主题偏好：浅色、深色或跟随系统，以及该设置是否由您自己更改。主题库也可能存储要使用的浅色和深色配色方案。`)
};

export const legal_cookies_title = /** @type {(inputs: Legal_Cookies_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const legal_cookies_what_heading = /** @type {(inputs: Legal_Cookies_What_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`什么是 Cookie 和浏览器存储`)
};

export const legal_cookies_what_p1 = /** @type {(inputs: Legal_Cookies_What_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 是网站请求您的浏览器保存、并在您日后访问时发回的小段文本。本地存储和会话存储是浏览器中类似的位置，网站可以在其中保存少量设置。Neighbourly 这三种方式都会使用，且仅用于本服务运作所需的用途。`)
};

export const legal_cookies_xsrf_duration = /** @type {(inputs: Legal_Cookies_Xsrf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会话期间`)
};

export const legal_cookies_xsrf_purpose = /** @type {(inputs: Legal_Cookies_Xsrf_PurposeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保护您的账号免受跨站请求伪造（CSRF）攻击：您所做的每项更改都必须带有此令牌。`)
};

export const legal_fact_city = /** @type {(inputs: Legal_Fact_CityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加拿大不列颠哥伦比亚省温哥华`)
};

export const legal_fact_governing_law = /** @type {(inputs: Legal_Fact_Governing_LawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不列颠哥伦比亚省法律及在该省适用的加拿大联邦法律`)
};

export const legal_free_groups = /** @type {(inputs: Legal_Free_GroupsInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 个小组`)
};

export const legal_free_groups_free = /** @type {(inputs: Legal_Free_Groups_FreeInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 个免费小组`)
};

export const legal_help_document_title = /** @type {(inputs: Legal_Help_Document_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帮助`)
};

export const legal_help_home = /** @type {(inputs: Legal_Help_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首页`)
};

export const legal_help_intro = /** @type {(inputs: Legal_Help_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`对 Neighbourly 有疑问、账号遇到问题，或者希望拥有超过 ${i?.freeGroups}？请给我们写信，我们会回复您。`)
};

export const legal_help_loading = /** @type {(inputs: Legal_Help_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载帮助邮箱地址`)
};

export const legal_help_title = /** @type {(inputs: Legal_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要帮助？`)
};

export const legal_help_unavailable = /** @type {(inputs: Legal_Help_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们的联系地址目前无法使用，请稍后再试。`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最后更新：${i?.date}`)
};

export const legal_link_cookies = /** @type {(inputs: Legal_Link_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const legal_link_help = /** @type {(inputs: Legal_Link_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帮助页面`)
};

export const legal_link_privacy = /** @type {(inputs: Legal_Link_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐私政策`)
};

export const legal_privacy_age_heading = /** @type {(inputs: Legal_Privacy_Age_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仅限成年人`)
};

export const legal_privacy_age_p1 = /** @type {(inputs: Legal_Privacy_Age_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 仅供 ${i?.age} 周岁及以上的人士使用。我们不会在知情的情况下收集未满此年龄者的信息。如果您认为有未成年人拥有账号，请告知我们，我们会将其关闭。`)
};

export const legal_privacy_changes_heading = /** @type {(inputs: Legal_Privacy_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本政策的变更`)
};

export const legal_privacy_changes_p1 = /** @type {(inputs: Legal_Privacy_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`如果我们更改本政策，会在此处发布注明新日期的新版本，并在重大变更生效前在网站上告知您。《${i?.cookiesLink}》说明了我们使用的 Cookie 和浏览器存储。`)
};

export const legal_privacy_collect_account = /** @type {(inputs: Legal_Privacy_Collect_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的用户名、显示名称和密码。密码仅以加盐的单向哈希值形式存储；Neighbourly 的任何人都无法读取。`)
};

export const legal_privacy_collect_account_label = /** @type {(inputs: Legal_Privacy_Collect_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号信息：`)
};

export const legal_privacy_collect_activity = /** @type {(inputs: Legal_Privacy_Collect_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您创建或加入的小组、加入申请、您主办或参加的活动、评论，以及私信功能开放时的私信。`)
};

export const legal_privacy_collect_activity_label = /** @type {(inputs: Legal_Privacy_Collect_Activity_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 Neighbourly 上的操作：`)
};

export const legal_privacy_collect_heading = /** @type {(inputs: Legal_Privacy_Collect_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们收集的信息`)
};

export const legal_privacy_collect_p1 = /** @type {(inputs: Legal_Privacy_Collect_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们只收集 Neighbourly 运作所需的信息：`)
};

export const legal_privacy_collect_p2 = /** @type {(inputs: Legal_Privacy_Collect_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们不会索取您的电子邮箱地址、电话号码、出生日期或精确位置，也不使用广告或分析跟踪工具。`)
};

export const legal_privacy_collect_profile = /** @type {(inputs: Legal_Privacy_Collect_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头像图片和您的所在地（城市、省或州，以及国家）。新账号的所在地默认为加拿大不列颠哥伦比亚省温哥华。`)
};

export const legal_privacy_collect_profile_label = /** @type {(inputs: Legal_Privacy_Collect_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您选择添加的个人资料信息：`)
};

export const legal_privacy_collect_technical = /** @type {(inputs: Legal_Privacy_Collect_TechnicalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的会话 Cookie、IP 地址，以及我们服务器日志中的基本请求信息。我们使用这些信息来保持您的登录状态、防止滥用（例如反复尝试登录）以及修复问题。`)
};

export const legal_privacy_collect_technical_label = /** @type {(inputs: Legal_Privacy_Collect_Technical_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技术数据：`)
};

export const legal_privacy_contact_heading = /** @type {(inputs: Legal_Privacy_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联系我们`)
};

export const legal_privacy_contact_p1 = /** @type {(inputs: Legal_Privacy_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`对您的隐私有疑问或请求？请通过${i?.helpLink}联系我们。`)
};

export const legal_privacy_fediverse_heading = /** @type {(inputs: Legal_Privacy_Fediverse_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙`)
};

export const legal_privacy_fediverse_p1 = /** @type {(inputs: Legal_Privacy_Fediverse_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开小组可以在联邦宇宙中被关注。联邦宇宙是由 Mastodon、Mobilizon、Gancio 等独立服务器组成的网络。当那里的用户关注一个公开小组时，其服务器会收到小组的名称、简介、封面和账号名，以及小组的公开活动在创建、修改或取消时的信息：名称、简介、时间、地点、封面、标签和剩余名额。这些服务器由他人按其自身政策运营，可能会保留副本。私密小组及其活动、成员、参加者、私信和你的个人资料绝不会被发送。`)
};

export const legal_privacy_fediverse_p2 = /** @type {(inputs: Legal_Privacy_Fediverse_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`来自联邦宇宙、回复公开活动的内容会显示为评论，并附上作者的账号名和其个人主页链接；小组所有者和活动主办人可以删除这些评论，管理员可以屏蔽整个服务器。公开小组的所有者能看到哪些联邦宇宙账号关注了该小组，并可以移除其中任何一个。`)
};

export const legal_privacy_intro = /** @type {(inputs: Legal_Privacy_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 帮助${i?.city}的邻居通过本地小组和活动相识。本政策说明我们收集哪些个人信息、为何收集、谁可以看到这些信息，以及您有哪些选择。Neighbourly 在加拿大运营，仅供 ${i?.age} 周岁及以上的成年人使用，受不列颠哥伦比亚省和加拿大的法律管辖。`)
};

export const legal_privacy_retention_heading = /** @type {(inputs: Legal_Privacy_Retention_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留期限`)
};

export const legal_privacy_retention_p1 = /** @type {(inputs: Legal_Privacy_Retention_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您的账号存续期间，我们会保留您的信息。当您删除账号时，您的个人资料、成员身份、活动报名、评论和消息都会被删除；您拥有的小组将转交给另一位成员或被删除，您主办的活动将转交给小组所有者。出于安全目的，服务器日志会保留一小段时间，然后删除。备份会按滚动计划被覆盖。`)
};

export const legal_privacy_rights_heading = /** @type {(inputs: Legal_Privacy_Rights_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的权利`)
};

export const legal_privacy_rights_p1 = /** @type {(inputs: Legal_Privacy_Rights_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`根据加拿大隐私法律，包括《个人信息保护和电子文件法》（PIPEDA）和不列颠哥伦比亚省《个人信息保护法》，您可以要求查看我们持有的关于您的个人信息，要求我们更正，并通过关闭账号撤回您的同意。您可以自行在“设置”中编辑个人资料和删除账号；如有其他需要，请通过${i?.helpLink}联系我们。您也可以向加拿大隐私专员办公室或不列颠哥伦比亚省信息与隐私专员办公室投诉。`)
};

export const legal_privacy_security_heading = /** @type {(inputs: Legal_Privacy_Security_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`安全`)
};

export const legal_privacy_security_p1 = /** @type {(inputs: Legal_Privacy_Security_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们通过加密连接、经哈希处理的密码、HttpOnly 会话 Cookie、跨站请求伪造防护以及登录频率限制来保护您的信息。没有任何系统是绝对安全的，因此请使用一个未在其他地方使用过的强密码。`)
};

export const legal_privacy_sharing_heading = /** @type {(inputs: Legal_Privacy_Sharing_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`信息共享`)
};

export const legal_privacy_sharing_item1 = /** @type {(inputs: Legal_Privacy_Sharing_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`与代表我们托管和运营 Neighbourly 的服务提供商共享，相关合同要求其保护这些信息，并且只能按照我们的指示使用；`)
};

export const legal_privacy_sharing_item2 = /** @type {(inputs: Legal_Privacy_Sharing_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在法律要求时，或为保护他人安全时；`)
};

export const legal_privacy_sharing_item3 = /** @type {(inputs: Legal_Privacy_Sharing_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果 Neighbourly 重组或被出售，与新的所有者共享，新所有者必须遵守本政策。`)
};

export const legal_privacy_sharing_p1 = /** @type {(inputs: Legal_Privacy_Sharing_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们不会出售或出租您的个人信息，也不会与广告商共享。我们仅在以下情况下共享：`)
};

export const legal_privacy_third_parties_heading = /** @type {(inputs: Legal_Privacy_Third_Parties_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录服务提供方和验证码`)
};

export const legal_privacy_third_parties_p1 = /** @type {(inputs: Legal_Privacy_Third_Parties_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如果您通过外部身份提供方登录，该提供方会向我们提供一个代表您的固定标识符，以及您的姓名（如有）。该提供方如何处理您的数据，受其自身隐私政策的约束。`)
};

export const legal_privacy_third_parties_p2 = /** @type {(inputs: Legal_Privacy_Third_Parties_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册受验证码保护。我们默认的验证码是一种工作量证明检查，在您的浏览器和我们自己的服务器上运行；它不设置任何 Cookie，也不向第三方发送任何内容。如果某个部署改用 Google reCAPTCHA，Google 会依照其隐私政策，处理区分真人与机器人所需的数据。`)
};

export const legal_privacy_title = /** @type {(inputs: Legal_Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐私政策`)
};

export const legal_privacy_use_heading = /** @type {(inputs: Legal_Privacy_Use_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们如何使用这些信息`)
};

export const legal_privacy_use_item1 = /** @type {(inputs: Legal_Privacy_Use_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建并保护您的账号，并保持您的登录状态；`)
};

export const legal_privacy_use_item2 = /** @type {(inputs: Legal_Privacy_Use_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向您展示您附近的小组和活动，并让您参与其中；`)
};

export const legal_privacy_use_item3 = /** @type {(inputs: Legal_Privacy_Use_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`让小组所有者和活动主办人管理其成员和参加者；`)
};

export const legal_privacy_use_item4 = /** @type {(inputs: Legal_Privacy_Use_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保护社区免受垃圾信息、欺诈和滥用的侵害；`)
};

export const legal_privacy_use_item5 = /** @type {(inputs: Legal_Privacy_Use_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您向我们寻求帮助时答复您；`)
};

export const legal_privacy_use_item6 = /** @type {(inputs: Legal_Privacy_Use_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`履行我们的法律义务。`)
};

export const legal_privacy_visible_heading = /** @type {(inputs: Legal_Privacy_Visible_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他人可以看到的信息`)
};

export const legal_privacy_visible_p1 = /** @type {(inputs: Legal_Privacy_Visible_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的显示名称、头像、用户名（显示在您的个人资料链接中）、所在地和加入日期会显示在您的个人资料中。小组成员可以看到同一小组中还有哪些人，已登录用户可以看到其有权查看的活动的参加者和评论。私密小组及其活动的详情仅向其成员显示。`)
};

export const legal_privacy_visible_p2 = /** @type {(inputs: Legal_Privacy_Visible_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布前请三思：您在公开小组中分享的任何内容，访客都能看到。`)
};

export const legal_terms_account_heading = /** @type {(inputs: Legal_Terms_Account_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的账号`)
};

export const legal_terms_account_p1 = /** @type {(inputs: Legal_Terms_Account_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您可以使用用户名和密码注册，如有外部身份提供方可用，也可以通过其注册。请勿向他人透露您的密码，并选择一个未在其他地方使用过的密码。您须对您账号下发生的一切负责；如果您认为有他人使用过您的账号，请立即通过${i?.helpLink}告知我们。`)
};

export const legal_terms_account_p2 = /** @type {(inputs: Legal_Terms_Account_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的用户名会显示在指向您个人资料的链接中，且无法更改。您的显示名称、头像和所在地应当真实，不得冒充任何人。`)
};

export const legal_terms_agreement_heading = /** @type {(inputs: Legal_Terms_Agreement_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关于本条款`)
};

export const legal_terms_agreement_p1 = /** @type {(inputs: Legal_Terms_Agreement_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本《服务条款》是您与 Neighbourly 之间的协议。Neighbourly 是服务于${i?.city}的社区小组与活动平台。每当您访问本网站、创建账号、加入或运营小组、主办或参加活动，或在 Neighbourly 上发布任何内容时，本条款均适用。`)
};

export const legal_terms_agreement_p2 = /** @type {(inputs: Legal_Terms_Agreement_P2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`创建账号或使用 Neighbourly，即表示您接受本条款、我们的《${i?.privacyLink}》和《${i?.cookiesLink}》。如果您不同意，请不要使用本服务。`)
};

export const legal_terms_changes_heading = /** @type {(inputs: Legal_Terms_Changes_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本条款的变更`)
};

export const legal_terms_changes_p1 = /** @type {(inputs: Legal_Terms_Changes_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`随着 Neighbourly 的发展，我们可能会更新本条款。进行变更时，我们会在网站上发出通知；如属重大变更，还会向您的账号发送消息。变更在我们发出通知 ${i?.days} 天后生效。如果您在此之后继续使用 Neighbourly，即表示您接受更新后的条款；如果您不同意，可以在变更生效前关闭您的账号。`)
};

export const legal_terms_contact_heading = /** @type {(inputs: Legal_Terms_Contact_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联系我们`)
};

export const legal_terms_contact_p1 = /** @type {(inputs: Legal_Terms_Contact_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`对本条款有疑问？请通过${i?.helpLink}联系我们。`)
};

export const legal_terms_content_heading = /** @type {(inputs: Legal_Terms_Content_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您发布的内容`)
};

export const legal_terms_content_p1 = /** @type {(inputs: Legal_Terms_Content_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您发布的文字和图片（例如小组简介、活动详情、评论、消息、封面图片和头像）的所有权仍归您所有。您授予 Neighbourly 一项非独占、免版税的许可，允许其在本服务内存储、显示和分享这些内容，使服务按预期运作，例如向您小组的成员展示您的活动。当您删除相关内容或您的账号时，该许可即告终止，但其他用户已通过消息收到的副本除外。`)
};

export const legal_terms_content_p2 = /** @type {(inputs: Legal_Terms_Content_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请仅发布您有权分享的内容。对于违反本条款或法律的内容，我们可予以删除。`)
};

export const legal_terms_disclaimer_heading = /** @type {(inputs: Legal_Terms_Disclaimer_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`免责声明`)
};

export const legal_terms_disclaimer_p1 = /** @type {(inputs: Legal_Terms_Disclaimer_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly 按“现状”和“现有”基础提供。在法律允许的范围内，我们不保证本服务不会中断或没有错误，也不保证用户发布的小组、活动和内容准确、安全或适合您。本条款中的任何内容均不限制您依据消费者保护法享有的、不可排除的任何权利。`)
};

export const legal_terms_eligibility_heading = /** @type {(inputs: Legal_Terms_Eligibility_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谁可以使用 Neighbourly`)
};

export const legal_terms_eligibility_p1 = /** @type {(inputs: Legal_Terms_Eligibility_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly 仅供成年人使用。您必须年满 ${i?.age} 周岁，才能创建账号、加入小组或参加通过本服务组织的活动。注册即表示您确认自己已年满 ${i?.age} 周岁。`)
};

export const legal_terms_eligibility_p2 = /** @type {(inputs: Legal_Terms_Eligibility_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个账号只属于一个人。您不得为他人创建账号、与他人共用账号，或在我们因您违反本条款而关闭您的某个账号后另开新账号。`)
};

export const legal_terms_ending_heading = /** @type {(inputs: Legal_Terms_Ending_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭您的账号`)
};

export const legal_terms_ending_p1 = /** @type {(inputs: Legal_Terms_Ending_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您可以随时在“设置”中删除您的账号。删除后，您的成员身份、活动报名、评论和消息都会被移除。您拥有的小组将转交给该小组的一位主办人；如果没有主办人，则转交给一位成员；已没有任何人的小组将被删除。`)
};

export const legal_terms_ending_p2 = /** @type {(inputs: Legal_Terms_Ending_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对于违反本条款、使他人面临风险或使 Neighbourly 承担法律责任的账号，我们可以将其停用或关闭。在安全且合法的情况下，我们会告知您原因。`)
};

export const legal_terms_groups_heading = /** @type {(inputs: Legal_Terms_Groups_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组与活动`)
};

export const legal_terms_groups_item1 = /** @type {(inputs: Legal_Terms_Groups_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确描述其活动，包括地点、时间及任何限制；`)
};

export const legal_terms_groups_item2 = /** @type {(inputs: Legal_Terms_Groups_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公平处理加入申请和参加事宜；`)
};

export const legal_terms_groups_item3 = /** @type {(inputs: Legal_Terms_Groups_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`遵守法律，包括适用于其活动的任何许可或场地规定。`)
};

export const legal_terms_groups_p1 = /** @type {(inputs: Legal_Terms_Groups_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每位用户可免费创建 ${i?.freeGroups}，用于非商业用途，例如读书会、跑步队或社区清洁活动。以营利为目的、用于销售商品或服务或用于推广企业的小组不在免费额度之内。如果您想创建更多小组，或想为某个机构运营小组，请通过${i?.helpLink}联系我们。`)
};

export const legal_terms_groups_p2 = /** @type {(inputs: Legal_Terms_Groups_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组所有者和活动主办人对其运营的小组和活动负责。他们应当：`)
};

export const legal_terms_groups_p3 = /** @type {(inputs: Legal_Terms_Groups_P3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动发生在现实世界中，而不是在 Neighbourly 上。我们不组织、不监督也不审查活动、主办人或参加者。请运用常识：在公共场所见面，告诉朋友您的去向，如感到不安全请离开。`)
};

export const legal_terms_intro = /** @type {(inputs: Legal_Terms_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`欢迎使用 Neighbourly。请仔细阅读本条款：它说明了您可以对我们有何期待，以及我们对您有何期望。简而言之，Neighbourly 仅供 ${i?.age} 周岁及以上的成年人使用，每位用户可免费运营 ${i?.freeGroups}（限非商业用途），并适用加拿大法律。`)
};

export const legal_terms_law_heading = /** @type {(inputs: Legal_Terms_Law_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`适用法律`)
};

export const legal_terms_law_p1 = /** @type {(inputs: Legal_Terms_Law_P1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本条款受${i?.law}管辖，争议由加拿大不列颠哥伦比亚省法院专属管辖，除非您居住地的法律赋予您在其他地方提起诉讼的权利。`)
};

export const legal_terms_liability_heading = /** @type {(inputs: Legal_Terms_Liability_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`责任限制`)
};

export const legal_terms_liability_p1 = /** @type {(inputs: Legal_Terms_Liability_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在法律允许的最大范围内，对于因您使用本服务或参与任何小组或活动而产生的间接、附带、特殊或后果性损失，或数据、利润或商誉的损失，Neighbourly 概不负责。`)
};

export const legal_terms_liability_p2 = /** @type {(inputs: Legal_Terms_Liability_P2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对于与本服务有关的任何索赔，我们对您承担的全部责任，以引起该索赔的事件发生前六个月内您就 Neighbourly 向我们支付的金额为限。如果您免费使用 Neighbourly，该金额为零。`)
};

export const legal_terms_rules_heading = /** @type {(inputs: Legal_Terms_Rules_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`社区规则`)
};

export const legal_terms_rules_item1 = /** @type {(inputs: Legal_Terms_Rules_Item1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`骚扰、威胁、欺凌或歧视任何人；`)
};

export const legal_terms_rules_item2 = /** @type {(inputs: Legal_Terms_Rules_Item2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发布仇恨、色情露骨、暴力或违法的内容；`)
};

export const legal_terms_rules_item3 = /** @type {(inputs: Legal_Terms_Rules_Item3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发送垃圾信息、连锁信息或未经请求的广告；`)
};

export const legal_terms_rules_item4 = /** @type {(inputs: Legal_Terms_Rules_Item4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未经其他用户同意收集其个人信息；`)
};

export const legal_terms_rules_item5 = /** @type {(inputs: Legal_Terms_Rules_Item5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`干扰本服务、规避其限制或安全措施，或使用自动化工具访问本服务（搜索引擎对公开页面的常规索引除外）；`)
};

export const legal_terms_rules_item6 = /** @type {(inputs: Legal_Terms_Rules_Item6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将 Neighbourly 用于任何非法目的。`)
};

export const legal_terms_rules_p1 = /** @type {(inputs: Legal_Terms_Rules_P1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邻里之间友善相待，Neighbourly 才能良好运作。您同意不会：`)
};

export const legal_terms_title = /** @type {(inputs: Legal_Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务条款`)
};

export const mail_activity_joined = /** @type {(inputs: Mail_Activity_JoinedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人报名参加`)
};

export const mail_activity_joined_first = /** @type {(inputs: Mail_Activity_Joined_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人报名参加了 ${i?.event}`)
};

export const mail_activity_left = /** @type {(inputs: Mail_Activity_LeftInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人退出`)
};

export const mail_activity_left_first = /** @type {(inputs: Mail_Activity_Left_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人退出了 ${i?.event}`)
};

export const mail_activity_sentence = /** @type {(inputs: Mail_Activity_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.phrases}。`)
};

export const mail_activity_separator = /** @type {(inputs: Mail_Activity_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`；`)
};

export const mail_activity_waitlisted = /** @type {(inputs: Mail_Activity_WaitlistedInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人加入候补名单`)
};

export const mail_activity_waitlisted_first = /** @type {(inputs: Mail_Activity_Waitlisted_FirstInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 人加入了 ${i?.event} 的候补名单`)
};

export const mail_asks_to_join = /** @type {(inputs: Mail_Asks_To_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 申请加入 ${i?.group}。`)
};

export const mail_cancelled = /** @type {(inputs: Mail_CancelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）已取消。`)
};

export const mail_changed_place = /** @type {(inputs: Mail_Changed_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 有变动：地点改为 ${i?.place}（原为 ${i?.placeBefore}）。`)
};

export const mail_changed_time = /** @type {(inputs: Mail_Changed_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 有变动：时间改为 ${i?.when}（原为 ${i?.whenBefore}）。`)
};

export const mail_changed_time_and_place = /** @type {(inputs: Mail_Changed_Time_And_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event} 有变动：时间改为 ${i?.when}（原为 ${i?.whenBefore}），地点改为 ${i?.place}（原为 ${i?.placeBefore}）。`)
};

export const mail_commented = /** @type {(inputs: Mail_CommentedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 评论了 ${i?.event}：“${i?.quote}”`)
};

export const mail_digest_event_activity_subject = /** @type {(inputs: Mail_Digest_Event_Activity_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly：今天您主办的活动动态`)
};

export const mail_digest_event_activity_title = /** @type {(inputs: Mail_Digest_Event_Activity_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天您主办的活动动态`)
};

export const mail_digest_heading = /** @type {(inputs: Mail_Digest_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}：`)
};

export const mail_event_with_time = /** @type {(inputs: Mail_Event_With_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）`)
};

export const mail_full_all = /** @type {(inputs: Mail_Full_AllInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）已满：全部 ${i?.count} 个名额均已报满。`)
};

export const mail_full_one = /** @type {(inputs: Mail_Full_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）已满：唯一的名额已被占用。`)
};

export const mail_group_given = /** @type {(inputs: Mail_Group_GivenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已将 ${i?.group} 移交给您：您现在是它的所有者。`)
};

export const mail_new_event = /** @type {(inputs: Mail_New_EventInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 有新活动：${i?.event}，${i?.when}。`)
};

export const mail_new_host = /** @type {(inputs: Mail_New_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您现在是 ${i?.event}（${i?.when}）的主办人。`)
};

export const mail_notification_settings = /** @type {(inputs: Mail_Notification_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知设置`)
};

export const mail_now_event_host = /** @type {(inputs: Mail_Now_Event_HostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您现在是 ${i?.group} 的活动主办人。`)
};

export const mail_open_in_app = /** @type {(inputs: Mail_Open_In_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在 Neighbourly 中打开`)
};

export const mail_places_opened_many = /** @type {(inputs: Mail_Places_Opened_ManyInputs) => LocalizedString} */ (i) => {
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）空出了 ${i?.count} 个名额，已分配给候补名单上的前 ${i?.count} 位。`)
};

export const mail_places_opened_one = /** @type {(inputs: Mail_Places_Opened_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）空出了一个名额，已分配给候补名单上的第一位。`)
};

export const mail_promoted = /** @type {(inputs: Mail_PromotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.event}（${i?.when}）空出了一个名额：您已成功参加。`)
};

export const mail_reason_kind = /** @type {(inputs: Mail_Reason_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您收到这封邮件，是因为您在通知设置中开启了“${i?.kind}”。`)
};

export const mail_reminder = /** @type {(inputs: Mail_ReminderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`提醒：${i?.event} 将于 ${i?.when} 在 ${i?.place} 举行。`)
};

export const mail_reminder_waitlisted = /** @type {(inputs: Mail_Reminder_WaitlistedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您在候补名单中（第 ${i?.position} 位）。`)
};

export const mail_report_closed_action = /** @type {(inputs: Mail_Report_Closed_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已审核您的举报并采取了相应措施。`)
};

export const mail_report_closed_no_action = /** @type {(inputs: Mail_Report_Closed_No_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们已审核您的举报，未发现违规行为。`)
};

export const mail_request_approved = /** @type {(inputs: Mail_Request_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您现在是 ${i?.group} 的成员了。`)
};

export const mail_request_declined = /** @type {(inputs: Mail_Request_DeclinedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您加入 ${i?.group} 的申请被拒绝了。`)
};

export const mail_subject = /** @type {(inputs: Mail_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neighbourly：${i?.text}`)
};

export const mail_text_link = /** @type {(inputs: Mail_Text_LinkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：${i?.url}`)
};

export const mail_unread_messages = /** @type {(inputs: Mail_Unread_MessagesInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.name} 给您发了 ${i?.count} 条消息，您还没有阅读。`)
};

export const mail_unsubscribe = /** @type {(inputs: Mail_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退订`)
};

export const mail_verify_action = /** @type {(inputs: Mail_Verify_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认此地址`)
};

export const mail_verify_open_link = /** @type {(inputs: Mail_Verify_Open_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如需确认，请打开下方链接。链接在 24 小时内有效。`)
};

export const mail_verify_reason = /** @type {(inputs: Mail_Verify_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除非此地址得到确认，否则 Neighbourly 不会再向其发送任何邮件。`)
};

export const mail_verify_someone_asked = /** @type {(inputs: Mail_Verify_Someone_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人申请将此地址用于 Neighbourly 账号；如果不是您本人，请忽略此邮件。`)
};

export const mail_verify_subject = /** @type {(inputs: Mail_Verify_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly：请确认您的邮箱地址`)
};

export const messaging_back_to_conversations = /** @type {(inputs: Messaging_Back_To_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回对话列表`)
};

export const messaging_block = /** @type {(inputs: Messaging_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屏蔽`)
};

export const messaging_block_explains = /** @type {(inputs: Messaging_Block_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`双方都将无法给对方发消息。对方不会收到通知。您可以在“设置”中取消屏蔽。`)
};

export const messaging_block_failed = /** @type {(inputs: Messaging_Block_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法屏蔽 ${i?.name}，请重试。`)
};

export const messaging_block_title = /** @type {(inputs: Messaging_Block_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`屏蔽 ${i?.name}？`)
};

export const messaging_blocked = /** @type {(inputs: Messaging_BlockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已屏蔽 ${i?.name}。`)
};

export const messaging_blocked_notice = /** @type {(inputs: Messaging_Blocked_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已屏蔽 ${i?.name}：双方都无法再给对方发消息。${i?.link}。`)
};

export const messaging_blocked_notice_link = /** @type {(inputs: Messaging_Blocked_Notice_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在“设置”中取消屏蔽`)
};

export const messaging_blocked_people = /** @type {(inputs: Messaging_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已屏蔽的人`)
};

export const messaging_blocked_people_description = /** @type {(inputs: Messaging_Blocked_People_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您和对方都无法给彼此发消息。取消屏蔽后即可再次发消息。`)
};

export const messaging_blocked_people_load_failed = /** @type {(inputs: Messaging_Blocked_People_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载已屏蔽的人。`)
};

export const messaging_conversation_options = /** @type {(inputs: Messaging_Conversation_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对话选项`)
};

export const messaging_conversations = /** @type {(inputs: Messaging_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对话`)
};

export const messaging_conversations_load_failed = /** @type {(inputs: Messaging_Conversations_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载对话。`)
};

export const messaging_document_title_with = /** @type {(inputs: Messaging_Document_Title_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · 消息`)
};

export const messaging_loading_blocked_people = /** @type {(inputs: Messaging_Loading_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载已屏蔽的人`)
};

export const messaging_loading_conversations = /** @type {(inputs: Messaging_Loading_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载对话`)
};

export const messaging_loading_messages = /** @type {(inputs: Messaging_Loading_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载消息`)
};

export const messaging_message_label = /** @type {(inputs: Messaging_Message_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`消息`)
};

export const messaging_message_options = /** @type {(inputs: Messaging_Message_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`消息选项`)
};

export const messaging_messages_load_failed = /** @type {(inputs: Messaging_Messages_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载消息。`)
};

export const messaging_messages_with = /** @type {(inputs: Messaging_Messages_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`与 ${i?.name} 的消息`)
};

export const messaging_no_blocked_people = /** @type {(inputs: Messaging_No_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您没有屏蔽任何人。`)
};

export const messaging_no_conversations = /** @type {(inputs: Messaging_No_ConversationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您还没有进行中的对话。`)
};

export const messaging_no_messages = /** @type {(inputs: Messaging_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您还没有任何消息。`)
};

export const messaging_opening_conversation = /** @type {(inputs: Messaging_Opening_ConversationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在打开对话`)
};

export const messaging_report_person = /** @type {(inputs: Messaging_Report_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`举报 ${i?.name}`)
};

export const messaging_send = /** @type {(inputs: Messaging_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发送`)
};

export const messaging_send_failed = /** @type {(inputs: Messaging_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的消息未能发送，请重试。`)
};

export const messaging_sender = /** @type {(inputs: Messaging_SenderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}：`)
};

export const messaging_show_older = /** @type {(inputs: Messaging_Show_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示更早的消息`)
};

export const messaging_start_failed = /** @type {(inputs: Messaging_Start_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法开始对话，请重试。`)
};

export const messaging_title = /** @type {(inputs: Messaging_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`消息`)
};

export const messaging_unblock = /** @type {(inputs: Messaging_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消屏蔽`)
};

export const messaging_unblock_failed = /** @type {(inputs: Messaging_Unblock_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法取消屏蔽 ${i?.name}，请重试。`)
};

export const messaging_unblock_person = /** @type {(inputs: Messaging_Unblock_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`取消屏蔽 ${i?.name}`)
};

export const messaging_unblocked = /** @type {(inputs: Messaging_UnblockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已取消屏蔽 ${i?.name}。`)
};

export const messaging_unread = /** @type {(inputs: Messaging_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`条未读`)
};

export const messaging_write_message = /** @type {(inputs: Messaging_Write_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`写消息`)
};

export const messaging_you = /** @type {(inputs: Messaging_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您`)
};

export const moderation_action_failed = /** @type {(inputs: Moderation_Action_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法执行此操作，请重试。`)
};

export const moderation_as_reported = /** @type {(inputs: Moderation_As_ReportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`被举报时的内容`)
};

export const moderation_cancel = /** @type {(inputs: Moderation_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const moderation_changed_since = /** @type {(inputs: Moderation_Changed_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之后已更改。现在：`)
};

export const moderation_close = /** @type {(inputs: Moderation_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const moderation_closed_by = /** @type {(inputs: Moderation_Closed_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}，处理人 ${i?.actor}，${i?.date}`)
};

export const moderation_closed_reports = /** @type {(inputs: Moderation_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已关闭的举报`)
};

export const moderation_command_line = /** @type {(inputs: Moderation_Command_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`命令行`)
};

export const moderation_deleted_since = /** @type {(inputs: Moderation_Deleted_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之后已被删除。`)
};

export const moderation_dismiss = /** @type {(inputs: Moderation_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驳回`)
};

export const moderation_dismiss_done = /** @type {(inputs: Moderation_Dismiss_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报已驳回。`)
};

export const moderation_dismiss_explains = /** @type {(inputs: Moderation_Dismiss_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这些举报将被关闭，不采取任何措施。我们会告知每位举报人未发现违规。`)
};

export const moderation_dismiss_held_explains = /** @type {(inputs: Moderation_Dismiss_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这些举报将被关闭，不采取任何措施，它仍保持待审核：其他人都看不到。如需发布，请改为选择“恢复”。`)
};

export const moderation_dismiss_title = /** @type {(inputs: Moderation_Dismiss_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驳回这些举报？`)
};

export const moderation_fediverse_account_hint = /** @type {(inputs: Moderation_Fediverse_Account_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其个人资料的地址，例如 https://spam.example/users/someone`)
};

export const moderation_fediverse_account_label = /** @type {(inputs: Moderation_Fediverse_Account_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号地址`)
};

export const moderation_fediverse_add = /** @type {(inputs: Moderation_Fediverse_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屏蔽服务器或账号`)
};

export const moderation_fediverse_already = /** @type {(inputs: Moderation_Fediverse_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已经屏蔽过了。`)
};

export const moderation_fediverse_bad_account = /** @type {(inputs: Moderation_Fediverse_Bad_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入账号地址，以 https:// 开头。`)
};

export const moderation_fediverse_bad_server = /** @type {(inputs: Moderation_Fediverse_Bad_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请只输入服务器的主机名，例如 mastodon.example。`)
};

export const moderation_fediverse_block = /** @type {(inputs: Moderation_Fediverse_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屏蔽`)
};

export const moderation_fediverse_block_done = /** @type {(inputs: Moderation_Fediverse_Block_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已屏蔽。它对群组的关注已移除。`)
};

export const moderation_fediverse_block_failed = /** @type {(inputs: Moderation_Fediverse_Block_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屏蔽失败，请重试。`)
};

export const moderation_fediverse_blocked_by = /** @type {(inputs: Moderation_Fediverse_Blocked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.actor} 屏蔽，${i?.date}`)
};

export const moderation_fediverse_empty = /** @type {(inputs: Moderation_Fediverse_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有被屏蔽的服务器或账号。`)
};

export const moderation_fediverse_explains = /** @type {(inputs: Moderation_Fediverse_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`被屏蔽的服务器或账号发来的任何内容都不会进入 Neighbourly，它对群组的关注也会被移除。`)
};

export const moderation_fediverse_kind = /** @type {(inputs: Moderation_Fediverse_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屏蔽对象`)
};

export const moderation_fediverse_kind_account = /** @type {(inputs: Moderation_Fediverse_Kind_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号`)
};

export const moderation_fediverse_kind_server = /** @type {(inputs: Moderation_Fediverse_Kind_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务器`)
};

export const moderation_fediverse_lift = /** @type {(inputs: Moderation_Fediverse_LiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除`)
};

export const moderation_fediverse_lift_explains = /** @type {(inputs: Moderation_Fediverse_Lift_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它将可以再次访问 Neighbourly。屏蔽时移除的关注不会恢复：其用户可以重新关注群组。`)
};

export const moderation_fediverse_lift_failed = /** @type {(inputs: Moderation_Fediverse_Lift_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法解除屏蔽，请重试。`)
};

export const moderation_fediverse_lift_title = /** @type {(inputs: Moderation_Fediverse_Lift_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除这项屏蔽？`)
};

export const moderation_fediverse_lifted = /** @type {(inputs: Moderation_Fediverse_LiftedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除屏蔽。`)
};

export const moderation_fediverse_load_failed = /** @type {(inputs: Moderation_Fediverse_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载屏蔽列表。`)
};

export const moderation_fediverse_loading = /** @type {(inputs: Moderation_Fediverse_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载屏蔽列表…`)
};

export const moderation_fediverse_reason_hint = /** @type {(inputs: Moderation_Fediverse_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仅版主可见。`)
};

export const moderation_fediverse_reason_label = /** @type {(inputs: Moderation_Fediverse_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因（可选）`)
};

export const moderation_fediverse_server_hint = /** @type {(inputs: Moderation_Fediverse_Server_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如 spam.example`)
};

export const moderation_fediverse_server_label = /** @type {(inputs: Moderation_Fediverse_Server_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务器主机名`)
};

export const moderation_fediverse_title = /** @type {(inputs: Moderation_Fediverse_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已屏蔽的服务器和账号`)
};

export const moderation_first_reported = /** @type {(inputs: Moderation_First_ReportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`首次举报于 ${i?.date}`)
};

export const moderation_forbidden = /** @type {(inputs: Moderation_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有网站审核员才能查看此页面`)
};

export const moderation_go_home = /** @type {(inputs: Moderation_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首页`)
};

export const moderation_held_mine = /** @type {(inputs: Moderation_Held_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在审核员审核之前，只有您可以看到。`)
};

export const moderation_held_theirs = /** @type {(inputs: Moderation_Held_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在审核员审核之前，只有作者和审核员可以看到。`)
};

export const moderation_hidden_mine = /** @type {(inputs: Moderation_Hidden_MineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有您和审核员可以看到。`)
};

export const moderation_hidden_theirs = /** @type {(inputs: Moderation_Hidden_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有作者和审核员可以看到。`)
};

export const moderation_hide = /** @type {(inputs: Moderation_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐藏`)
};

export const moderation_hide_comment_title = /** @type {(inputs: Moderation_Hide_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐藏此评论？`)
};

export const moderation_hide_done = /** @type {(inputs: Moderation_Hide_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已隐藏。这些举报已关闭。`)
};

export const moderation_hide_event_title = /** @type {(inputs: Moderation_Hide_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐藏此活动？`)
};

export const moderation_hide_explains = /** @type {(inputs: Moderation_Hide_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有作者和审核员能看到它，并会标注“已被审核员隐藏”及您填写的原因。不会删除任何内容，之后可以恢复。我们会告知举报人已采取措施。`)
};

export const moderation_hide_group_title = /** @type {(inputs: Moderation_Hide_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐藏此小组？`)
};

export const moderation_hide_message_title = /** @type {(inputs: Moderation_Hide_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐藏此消息？`)
};

export const moderation_history = /** @type {(inputs: Moderation_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此前针对该作者的处理`)
};

export const moderation_history_entry = /** @type {(inputs: Moderation_History_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}（${i?.subject}），${i?.date}，处理人 ${i?.actor}`)
};

export const moderation_history_entry_reason = /** @type {(inputs: Moderation_History_Entry_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}（${i?.subject}），${i?.date}，处理人 ${i?.actor}：${i?.reason}`)
};

export const moderation_load_more = /** @type {(inputs: Moderation_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载更多`)
};

export const moderation_loading_log = /** @type {(inputs: Moderation_Loading_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载日志`)
};

export const moderation_loading_reports = /** @type {(inputs: Moderation_Loading_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载举报`)
};

export const moderation_log = /** @type {(inputs: Moderation_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核日志`)
};

export const moderation_log_action = /** @type {(inputs: Moderation_Log_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`操作`)
};

export const moderation_log_block = /** @type {(inputs: Moderation_Log_BlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已屏蔽`)
};

export const moderation_log_card_person = /** @type {(inputs: Moderation_Log_Card_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`相关用户：${i?.login}`)
};

export const moderation_log_card_title = /** @type {(inputs: Moderation_Log_Card_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}：${i?.subject}`)
};

export const moderation_log_card_when = /** @type {(inputs: Moderation_Log_Card_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} · 处理人 ${i?.actor}`)
};

export const moderation_log_change = /** @type {(inputs: Moderation_Log_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}：${i?.from} → ${i?.to}`)
};

export const moderation_log_dismiss = /** @type {(inputs: Moderation_Log_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已驳回`)
};

export const moderation_log_empty = /** @type {(inputs: Moderation_Log_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有任何日志记录。`)
};

export const moderation_log_hide = /** @type {(inputs: Moderation_Log_HideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已隐藏`)
};

export const moderation_log_load_failed = /** @type {(inputs: Moderation_Log_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载日志。`)
};

export const moderation_log_none = /** @type {(inputs: Moderation_Log_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const moderation_log_person_concerned = /** @type {(inputs: Moderation_Log_Person_ConcernedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`相关用户`)
};

export const moderation_log_reason = /** @type {(inputs: Moderation_Log_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因`)
};

export const moderation_log_restore = /** @type {(inputs: Moderation_Log_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已恢复`)
};

export const moderation_log_set_allowance = /** @type {(inputs: Moderation_Log_Set_AllowanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已设置小组配额`)
};

export const moderation_log_set_role = /** @type {(inputs: Moderation_Log_Set_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已设置网站角色`)
};

export const moderation_log_subject = /** @type {(inputs: Moderation_Log_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对象`)
};

export const moderation_log_subject_id = /** @type {(inputs: Moderation_Log_Subject_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.subject} ${i?.id}`)
};

export const moderation_log_suspend = /** @type {(inputs: Moderation_Log_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已停用`)
};

export const moderation_log_unblock = /** @type {(inputs: Moderation_Log_UnblockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除屏蔽`)
};

export const moderation_log_unsuspend = /** @type {(inputs: Moderation_Log_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除停用`)
};

export const moderation_log_until = /** @type {(inputs: Moderation_Log_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}，至 ${i?.date}`)
};

export const moderation_log_when = /** @type {(inputs: Moderation_Log_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

export const moderation_log_who = /** @type {(inputs: Moderation_Log_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理人`)
};

export const moderation_no_closed_reports = /** @type {(inputs: Moderation_No_Closed_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有已关闭的举报。`)
};

export const moderation_no_history = /** @type {(inputs: Moderation_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此前没有针对该作者的处理记录。`)
};

export const moderation_no_open_reports = /** @type {(inputs: Moderation_No_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有待处理的举报。`)
};

export const moderation_noun_comment = /** @type {(inputs: Moderation_Noun_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const moderation_noun_event = /** @type {(inputs: Moderation_Noun_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动`)
};

export const moderation_noun_group = /** @type {(inputs: Moderation_Noun_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组`)
};

export const moderation_noun_message = /** @type {(inputs: Moderation_Noun_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`消息`)
};

export const moderation_noun_person = /** @type {(inputs: Moderation_Noun_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户`)
};

export const moderation_noun_remote_account = /** @type {(inputs: Moderation_Noun_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙账号`)
};

export const moderation_noun_remote_server = /** @type {(inputs: Moderation_Noun_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙服务器`)
};

export const moderation_open_it = /** @type {(inputs: Moderation_Open_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开`)
};

export const moderation_open_reports = /** @type {(inputs: Moderation_Open_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待处理的举报`)
};

export const moderation_reason_harassment = /** @type {(inputs: Moderation_Reason_HarassmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`骚扰或欺凌`)
};

export const moderation_reason_hate = /** @type {(inputs: Moderation_Reason_HateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`仇恨言论`)
};

export const moderation_reason_impersonation = /** @type {(inputs: Moderation_Reason_ImpersonationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`冒充他人`)
};

export const moderation_reason_label = /** @type {(inputs: Moderation_Reason_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因（记入审核日志）`)
};

export const moderation_reason_line = /** @type {(inputs: Moderation_Reason_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原因：${i?.reason}`)
};

export const moderation_reason_other = /** @type {(inputs: Moderation_Reason_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他原因`)
};

export const moderation_reason_scam = /** @type {(inputs: Moderation_Reason_ScamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`诈骗或欺诈`)
};

export const moderation_reason_sexual = /** @type {(inputs: Moderation_Reason_SexualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`色情内容`)
};

export const moderation_reason_spam = /** @type {(inputs: Moderation_Reason_SpamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`垃圾信息或广告`)
};

export const moderation_reason_violence = /** @type {(inputs: Moderation_Reason_ViolenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暴力或威胁`)
};

export const moderation_report = /** @type {(inputs: Moderation_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报`)
};

export const moderation_report_comment = /** @type {(inputs: Moderation_Report_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报此评论`)
};

export const moderation_report_details = /** @type {(inputs: Moderation_Report_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要让审核员了解的情况（选填）`)
};

export const moderation_report_event = /** @type {(inputs: Moderation_Report_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报此活动`)
};

export const moderation_report_failed = /** @type {(inputs: Moderation_Report_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法提交举报，请重试。`)
};

export const moderation_report_group = /** @type {(inputs: Moderation_Report_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报此小组`)
};

export const moderation_report_message = /** @type {(inputs: Moderation_Report_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报此消息`)
};

export const moderation_report_person = /** @type {(inputs: Moderation_Report_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报此人`)
};

export const moderation_report_send = /** @type {(inputs: Moderation_Report_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`提交举报`)
};

export const moderation_report_sent = /** @type {(inputs: Moderation_Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报已提交`)
};

export const moderation_report_thanks = /** @type {(inputs: Moderation_Report_ThanksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谢谢！我们的审核员会查看。`)
};

export const moderation_report_why = /** @type {(inputs: Moderation_Report_WhyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您为什么要举报？`)
};

export const moderation_reported_by = /** @type {(inputs: Moderation_Reported_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`举报人 ${i?.login}，${i?.date}`)
};

export const moderation_reports = /** @type {(inputs: Moderation_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`举报`)
};

export const moderation_reports_count = /** @type {(inputs: Moderation_Reports_CountInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("zh-Hans", i?.count, {});
	const countText = registry.number("zh-Hans", i?.count, {});return /** @type {LocalizedString} */ (`${i?.count} 条举报`)
};

export const moderation_reports_load_failed = /** @type {(inputs: Moderation_Reports_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载举报。`)
};

export const moderation_restore = /** @type {(inputs: Moderation_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复`)
};

export const moderation_restore_comment_title = /** @type {(inputs: Moderation_Restore_Comment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复此评论？`)
};

export const moderation_restore_done = /** @type {(inputs: Moderation_Restore_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已恢复。这些举报已关闭。`)
};

export const moderation_restore_event_title = /** @type {(inputs: Moderation_Restore_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复此活动？`)
};

export const moderation_restore_explains = /** @type {(inputs: Moderation_Restore_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之前能看到它的人都将再次看到。这些举报将被关闭。`)
};

export const moderation_restore_group_title = /** @type {(inputs: Moderation_Restore_Group_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复此小组？`)
};

export const moderation_restore_held_explains = /** @type {(inputs: Moderation_Restore_Held_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将其发布：它因新账号包含链接而待审核，此前其他人都看不到。这些举报将被关闭。`)
};

export const moderation_restore_held_hint = /** @type {(inputs: Moderation_Restore_Held_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`将其发布`)
};

export const moderation_restore_message_title = /** @type {(inputs: Moderation_Restore_Message_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复此消息？`)
};

export const moderation_row_comment_by = /** @type {(inputs: Moderation_Row_Comment_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`评论（作者：${i?.name}）`)
};

export const moderation_row_event_by = /** @type {(inputs: Moderation_Row_Event_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`活动（作者：${i?.name}）`)
};

export const moderation_row_group_by = /** @type {(inputs: Moderation_Row_Group_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`小组（组织者：${i?.name}）`)
};

export const moderation_row_message_by = /** @type {(inputs: Moderation_Row_Message_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`消息（作者：${i?.name}）`)
};

export const moderation_row_person = /** @type {(inputs: Moderation_Row_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用户：${i?.name}`)
};

export const moderation_sections = /** @type {(inputs: Moderation_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核分区`)
};

export const moderation_someone_else_acted = /** @type {(inputs: Moderation_Someone_Else_ActedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他人已处理这些举报。`)
};

export const moderation_state_deleted = /** @type {(inputs: Moderation_State_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已删除`)
};

export const moderation_state_held = /** @type {(inputs: Moderation_State_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待审核`)
};

export const moderation_state_hidden = /** @type {(inputs: Moderation_State_HiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已隐藏`)
};

export const moderation_state_suspended = /** @type {(inputs: Moderation_State_SuspendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已停用`)
};

export const moderation_state_suspended_until = /** @type {(inputs: Moderation_State_Suspended_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`停用至 ${i?.date}`)
};

export const moderation_state_visible = /** @type {(inputs: Moderation_State_VisibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可见`)
};

export const moderation_subject_comment = /** @type {(inputs: Moderation_Subject_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评论`)
};

export const moderation_subject_event = /** @type {(inputs: Moderation_Subject_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动`)
};

export const moderation_subject_group = /** @type {(inputs: Moderation_Subject_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小组`)
};

export const moderation_subject_message = /** @type {(inputs: Moderation_Subject_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`消息`)
};

export const moderation_subject_person = /** @type {(inputs: Moderation_Subject_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户`)
};

export const moderation_subject_remote_account = /** @type {(inputs: Moderation_Subject_Remote_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙账号`)
};

export const moderation_subject_remote_server = /** @type {(inputs: Moderation_Subject_Remote_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙服务器`)
};

export const moderation_suspend = /** @type {(inputs: Moderation_SuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用`)
};

export const moderation_suspend_done = /** @type {(inputs: Moderation_Suspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已停用。这些举报已关闭。`)
};

export const moderation_suspend_explains = /** @type {(inputs: Moderation_Suspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对方会立即在所有设备上退出登录，且无法再登录；其小组、活动、评论和个人资料将被隐藏，其活动名额将被释放。我们会告知举报人已采取措施。`)
};

export const moderation_suspend_title = /** @type {(inputs: Moderation_Suspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用此用户？`)
};

export const moderation_tab_closed = /** @type {(inputs: Moderation_Tab_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已关闭`)
};

export const moderation_tab_fediverse = /** @type {(inputs: Moderation_Tab_FediverseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`联邦宇宙`)
};

export const moderation_tab_log = /** @type {(inputs: Moderation_Tab_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日志`)
};

export const moderation_tab_open = /** @type {(inputs: Moderation_Tab_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待处理`)
};

export const moderation_title = /** @type {(inputs: Moderation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核`)
};

export const moderation_unchanged_since = /** @type {(inputs: Moderation_Unchanged_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`之后未更改。`)
};

export const moderation_unsuspend = /** @type {(inputs: Moderation_UnsuspendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除停用`)
};

export const moderation_unsuspend_done = /** @type {(inputs: Moderation_Unsuspend_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已解除停用。这些举报已关闭。`)
};

export const moderation_unsuspend_explains = /** @type {(inputs: Moderation_Unsuspend_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对方可以重新登录，其发布的内容将再次显示。这些举报将被关闭。`)
};

export const moderation_unsuspend_title = /** @type {(inputs: Moderation_Unsuspend_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解除此停用？`)
};

export const moderation_until_chosen = /** @type {(inputs: Moderation_Until_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`至 ${i?.date}（您的当地时间）`)
};

export const moderation_until_hint = /** @type {(inputs: Moderation_Until_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留空：直到审核员解除。使用您的当地时间。`)
};

export const moderation_until_label = /** @type {(inputs: Moderation_Until_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束时间（选填）`)
};

export const notifications_also_choose_in_settings = /** @type {(inputs: Notifications_Also_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您也可以在${i?.settings}中选择接收哪些邮件。`)
};

export const notifications_choice_failed = /** @type {(inputs: Notifications_Choice_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法保存您的选择，请重试。`)
};

export const notifications_choose_emailed = /** @type {(inputs: Notifications_Choose_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择哪些通过邮件发送`)
};

export const notifications_choose_in_settings = /** @type {(inputs: Notifications_Choose_In_SettingsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您可以在${i?.settings}中选择接收哪些邮件。`)
};

export const notifications_data_export_ready = /** @type {(inputs: Notifications_Data_Export_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的数据副本已准备好：请在 ${i?.date} 之前到“设置 › 管理账户”下载。`)
};

export const notifications_email_address = /** @type {(inputs: Notifications_Email_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邮箱地址`)
};

export const notifications_email_description = /** @type {(inputs: Notifications_Email_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证后，我们会将通知发送到此邮箱。只有您能看到它。`)
};

export const notifications_email_hint = /** @type {(inputs: Notifications_Email_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们会向该地址发送一个链接：您点击链接后才会启用此地址。`)
};

export const notifications_email_me = /** @type {(inputs: Notifications_Email_MeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邮件通知`)
};

export const notifications_email_verified = /** @type {(inputs: Notifications_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的邮箱地址已验证。`)
};

export const notifications_intro = /** @type {(inputs: Notifications_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的小组和活动中的最新动态。`)
};

export const notifications_kind_data_export_ready = /** @type {(inputs: Notifications_Kind_Data_Export_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您申请的数据副本已可下载`)
};

export const notifications_kind_event_activity = /** @type {(inputs: Notifications_Kind_Event_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主办的活动的动态：有人参加、候补或退出`)
};

export const notifications_kind_event_activity_hint = /** @type {(inputs: Notifications_Kind_Event_Activity_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`应用内立即显示，之后每场活动每小时最多一条。邮件每天最多一封汇总；除非您选择接收，成员超过 ${i?.max} 人的小组不发送邮件。`)
};

export const notifications_kind_event_cancelled = /** @type {(inputs: Notifications_Kind_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您参加的活动已取消`)
};

export const notifications_kind_event_capacity = /** @type {(inputs: Notifications_Kind_Event_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主办的活动已满，或为候补名单空出了名额`)
};

export const notifications_kind_event_changed = /** @type {(inputs: Notifications_Kind_Event_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您参加的活动更改了时间或地点`)
};

export const notifications_kind_event_reminder = /** @type {(inputs: Notifications_Kind_Event_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您参加或候补的活动开始前 24 小时的提醒`)
};

export const notifications_kind_new_comment = /** @type {(inputs: Notifications_Kind_New_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主办或评论过的活动有新评论`)
};

export const notifications_kind_new_event = /** @type {(inputs: Notifications_Kind_New_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的小组有新活动`)
};

export const notifications_kind_new_request = /** @type {(inputs: Notifications_Kind_New_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人申请加入您管理的小组`)
};

export const notifications_kind_new_role = /** @type {(inputs: Notifications_Kind_New_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您被设为活动主办人，或被移交了小组或活动`)
};

export const notifications_kind_off = /** @type {(inputs: Notifications_Kind_OffInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不再接收关于“${i?.label}”的邮件。`)
};

export const notifications_kind_on = /** @type {(inputs: Notifications_Kind_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您将收到关于“${i?.label}”的邮件。`)
};

export const notifications_kind_report_closed = /** @type {(inputs: Notifications_Kind_Report_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们的审核员已处理您举报的内容`)
};

export const notifications_kind_request_approved = /** @type {(inputs: Notifications_Kind_Request_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您加入小组的申请已获批准`)
};

export const notifications_kind_request_rejected = /** @type {(inputs: Notifications_Kind_Request_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您加入小组的申请被拒绝`)
};

export const notifications_kind_unread_messages = /** @type {(inputs: Notifications_Kind_Unread_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`15 分钟后仍未读的消息`)
};

export const notifications_kind_waitlist_promoted = /** @type {(inputs: Notifications_Kind_Waitlist_PromotedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已从候补名单获得名额`)
};

export const notifications_kinds_can_email = /** @type {(inputs: Notifications_Kinds_Can_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有通知都会在应用内显示；请选择哪些同时通过邮件发送给您。`)
};

export const notifications_kinds_cannot_email = /** @type {(inputs: Notifications_Kinds_Cannot_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有通知都会在应用内显示。添加并验证邮箱地址后，也可以通过邮件接收。`)
};

export const notifications_load_failed = /** @type {(inputs: Notifications_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的通知。`)
};

export const notifications_load_more = /** @type {(inputs: Notifications_Load_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加载更多`)
};

export const notifications_loading = /** @type {(inputs: Notifications_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的通知`)
};

export const notifications_loading_settings = /** @type {(inputs: Notifications_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的通知设置`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部标为已读`)
};

export const notifications_mark_all_failed = /** @type {(inputs: Notifications_Mark_All_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法将通知标为已读，请重试。`)
};

export const notifications_new = /** @type {(inputs: Notifications_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新`)
};

export const notifications_no_email_server = /** @type {(inputs: Notifications_No_Email_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此服务器不发送邮件：您的通知只在应用内显示。`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您还没有任何通知。`)
};

export const notifications_not_verified_not_sent = /** @type {(inputs: Notifications_Not_Verified_Not_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未验证：此服务器不发送邮件，因此没有向 ${i?.email} 发送链接。`)
};

export const notifications_not_verified_sent = /** @type {(inputs: Notifications_Not_Verified_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未验证：我们已向 ${i?.email} 发送链接，24 小时内有效。`)
};

export const notifications_remove = /** @type {(inputs: Notifications_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const notifications_remove_address = /** @type {(inputs: Notifications_Remove_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除地址`)
};

export const notifications_remove_failed = /** @type {(inputs: Notifications_Remove_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法移除您的邮箱地址，请重试。`)
};

export const notifications_remove_question = /** @type {(inputs: Notifications_Remove_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除您的邮箱地址？之后将不再通过邮件向您发送任何通知。`)
};

export const notifications_removed = /** @type {(inputs: Notifications_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的邮箱地址已移除。`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存`)
};

export const notifications_save_failed = /** @type {(inputs: Notifications_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法保存您的邮箱地址，请重试。`)
};

export const notifications_saved_verify = /** @type {(inputs: Notifications_Saved_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存。请点击我们发送的链接验证您的邮箱地址。`)
};

export const notifications_settings_load_failed = /** @type {(inputs: Notifications_Settings_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的通知设置。`)
};

export const notifications_settings_path = /** @type {(inputs: Notifications_Settings_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置 › 通知`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

export const notifications_unsubscribe = /** @type {(inputs: Notifications_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退订`)
};

export const notifications_unsubscribe_explains = /** @type {(inputs: Notifications_Unsubscribe_ExplainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您将不再收到与此链接同类的邮件。您的通知仍会在应用内显示。`)
};

export const notifications_unsubscribe_question = /** @type {(inputs: Notifications_Unsubscribe_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再接收这类邮件？`)
};

export const notifications_unsubscribed = /** @type {(inputs: Notifications_UnsubscribedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已退订`)
};

export const notifications_unsubscribed_kind = /** @type {(inputs: Notifications_Unsubscribed_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您将不再收到关于“${i?.label}”的邮件。`)
};

export const notifications_verified = /** @type {(inputs: Notifications_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已验证`)
};

export const pages_event_of_group = /** @type {(inputs: Pages_Event_Of_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} 的活动`)
};

export const pages_site_description = /** @type {(inputs: Pages_Site_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly：在温哥华寻找、加入和创建社区小组与活动。`)
};

export const people_account_delete_failed = /** @type {(inputs: People_Account_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号删除失败。`)
};

export const people_account_deletion_requested = /** @type {(inputs: People_Account_Deletion_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已成功申请删除账号。正在退出登录...`)
};

export const people_avatar = /** @type {(inputs: People_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头像`)
};

export const people_avatar_delete_failed = /** @type {(inputs: People_Avatar_Delete_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头像删除失败。`)
};

export const people_avatar_deleted = /** @type {(inputs: People_Avatar_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的头像已删除`)
};

export const people_avatar_description = /** @type {(inputs: People_Avatar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的头像会显示在小组、活动和评论中您的名字旁边。没有头像时，会显示您名字的第一个字。`)
};

export const people_avatar_file = /** @type {(inputs: People_Avatar_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头像图片文件`)
};

export const people_avatar_of = /** @type {(inputs: People_Avatar_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}的头像`)
};

export const people_avatar_rule = /** @type {(inputs: People_Avatar_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}。`)
};

export const people_avatar_upload_failed = /** @type {(inputs: People_Avatar_Upload_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头像更新失败。`)
};

export const people_avatar_uploaded = /** @type {(inputs: People_Avatar_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的头像已上传`)
};

export const people_calendar_description = /** @type {(inputs: People_Calendar_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在您的日历应用（Google 日历、Apple 日历、Outlook）中订阅此地址，即可看到您主办、参加或候补的活动；您报名或退出时，它会随之更新。任何拿到此链接的人都能看到这些活动，所以请勿外传；如果链接泄露，请获取新链接。`)
};

export const people_calendar_link = /** @type {(inputs: People_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的日历链接`)
};

export const people_calendar_link_failed = /** @type {(inputs: People_Calendar_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的日历链接。`)
};

export const people_calendar_link_renew_failed = /** @type {(inputs: People_Calendar_Link_Renew_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`获取新日历链接失败。`)
};

export const people_calendar_link_renewed = /** @type {(inputs: People_Calendar_Link_RenewedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的新日历链接已就绪。旧链接已失效。`)
};

export const people_calendar_subscription = /** @type {(inputs: People_Calendar_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日历订阅`)
};

export const people_change_password = /** @type {(inputs: People_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改密码`)
};

export const people_change_password_description = /** @type {(inputs: People_Change_Password_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在这里会保持登录；Neighbourly 会让您在其他所有地方退出登录。`)
};

export const people_confirm_new_password = /** @type {(inputs: People_Confirm_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认新密码`)
};

export const people_copy_link = /** @type {(inputs: People_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制链接`)
};

export const people_current_password = /** @type {(inputs: People_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前密码`)
};

export const people_delete = /** @type {(inputs: People_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

export const people_delete_account = /** @type {(inputs: People_Delete_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除账号`)
};

export const people_delete_account_description = /** @type {(inputs: People_Delete_Account_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除账号会让您退出登录，且无法撤销。`)
};

export const people_delete_account_events = /** @type {(inputs: People_Delete_Account_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您主办的活动会转交给其所在小组的所有者。`)
};

export const people_delete_account_groups = /** @type {(inputs: People_Delete_Account_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您拥有的每个小组会转交给另一位成员（优先转交给活动主办人）；没有其他成员的小组将被删除。`)
};

export const people_delete_account_memberships = /** @type {(inputs: People_Delete_Account_MembershipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的小组成员身份、入组申请、活动报名和评论都会被删除。`)
};

export const people_delete_account_message = /** @type {(inputs: People_Delete_Account_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此操作无法撤销，您将退出登录。`)
};

export const people_delete_account_title = /** @type {(inputs: People_Delete_Account_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要删除您的账号吗？`)
};

export const people_delete_avatar = /** @type {(inputs: People_Delete_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除头像`)
};

export const people_delete_avatar_confirm = /** @type {(inputs: People_Delete_Avatar_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要删除您的头像吗？在您上传新头像之前，将改为显示您名字的第一个字。`)
};

export const people_display_name = /** @type {(inputs: People_Display_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示名称`)
};

export const people_display_name_hint = /** @type {(inputs: People_Display_Name_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 到 50 个字符。`)
};

export const people_download_data = /** @type {(inputs: People_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下载我的数据`)
};

export const people_download_data_ask = /** @type {(inputs: People_Download_Data_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准备我的数据`)
};

export const people_download_data_ask_again = /** @type {(inputs: People_Download_Data_Ask_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新准备一份`)
};

export const people_download_data_building = /** @type {(inputs: People_Download_Data_BuildingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正在准备您的数据……已完成 ${i?.progress}%。您可以离开此页面，完成后我们会通知您。`)
};

export const people_download_data_checking = /** @type {(inputs: People_Download_Data_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在检查您的数据下载`)
};

export const people_download_data_description = /** @type {(inputs: People_Download_Data_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以 ZIP 文件提供您在这里的所有内容的副本：个人资料、群组、活动与报名、评论、私信、通知和图片，并附一个可在浏览器中阅读全部内容的页面。我们会在后台准备，完成后通知您。下载链接有效期为 7 天，且仅限您本人使用。`)
};

export const people_download_data_download = /** @type {(inputs: People_Download_Data_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下载 ZIP`)
};

export const people_download_data_expired = /** @type {(inputs: People_Download_Data_ExpiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您上一份副本已于 ${i?.date} 删除；需要时请重新申请。`)
};

export const people_download_data_failed = /** @type {(inputs: People_Download_Data_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准备您的数据失败。`)
};

export const people_download_data_load_failed = /** @type {(inputs: People_Download_Data_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载您的数据是否已准备好。`)
};

export const people_download_data_progress = /** @type {(inputs: People_Download_Data_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在准备您的数据`)
};

export const people_download_data_ready = /** @type {(inputs: People_Download_Data_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的数据已准备好（${i?.size}）。下载链接在 ${i?.date} 之前有效。`)
};

export const people_download_data_request_failed = /** @type {(inputs: People_Download_Data_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法申请您的数据。`)
};

export const people_download_data_requested = /** @type {(inputs: People_Download_Data_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们正在准备您的数据，完成后会通知您。`)
};

export const people_download_data_retry = /** @type {(inputs: People_Download_Data_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重试`)
};

export const people_edit_my_profile = /** @type {(inputs: People_Edit_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑我的个人资料`)
};

export const people_get_new_link = /** @type {(inputs: People_Get_New_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`获取新链接`)
};

export const people_loading_calendar_link = /** @type {(inputs: People_Loading_Calendar_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的日历链接`)
};

export const people_loading_profile = /** @type {(inputs: People_Loading_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载个人资料`)
};

export const people_loading_settings = /** @type {(inputs: People_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载设置`)
};

export const people_loading_your_settings = /** @type {(inputs: People_Loading_Your_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的设置`)
};

export const people_login = /** @type {(inputs: People_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用户名`)
};

export const people_login_hint = /** @type {(inputs: People_Login_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您使用用户名登录，用户名无法更改。`)
};

export const people_member_since = /** @type {(inputs: People_Member_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}加入`)
};

export const people_my_neighbourhood = /** @type {(inputs: People_My_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的社区`)
};

export const people_neighbourhood_hint = /** @type {(inputs: People_Neighbourhood_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索可以从这里计算距离。只有您能看到。`)
};

export const people_new_calendar_link_message = /** @type {(inputs: People_New_Calendar_Link_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旧链接将失效：订阅旧链接的日历将停止更新，直到您订阅新链接。`)
};

export const people_new_calendar_link_title = /** @type {(inputs: People_New_Calendar_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要获取新的日历链接吗？`)
};

export const people_new_password = /** @type {(inputs: People_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新密码`)
};

export const people_new_password_hint = /** @type {(inputs: People_New_Password_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 到 24 个字符，须包含一个小写字母、一个大写字母、一个数字以及 @$!%*?& 中的一个符号。`)
};

export const people_no_neighbourhood = /** @type {(inputs: People_No_NeighbourhoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const people_open_in_calendar_app = /** @type {(inputs: People_Open_In_Calendar_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在日历应用中打开`)
};

export const people_password_update_failed = /** @type {(inputs: People_Password_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码更新失败。`)
};

export const people_password_updated = /** @type {(inputs: People_Password_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码已更新`)
};

export const people_profile = /** @type {(inputs: People_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料`)
};

export const people_profile_details = /** @type {(inputs: People_Profile_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料详情`)
};

export const people_profile_details_description = /** @type {(inputs: People_Profile_Details_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他邻居会通过您的显示名称认识您。`)
};

export const people_profile_options = /** @type {(inputs: People_Profile_OptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料选项`)
};

export const people_profile_update_failed = /** @type {(inputs: People_Profile_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料更新失败。`)
};

export const people_profile_updated = /** @type {(inputs: People_Profile_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的个人资料已更新`)
};

export const people_save_changes = /** @type {(inputs: People_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存更改`)
};

export const people_send_message = /** @type {(inputs: People_Send_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发送消息`)
};

export const people_settings = /** @type {(inputs: People_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

export const people_settings_document_title = /** @type {(inputs: People_Settings_Document_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.tab} · 设置`)
};

export const people_settings_intro = /** @type {(inputs: People_Settings_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的个人资料、账号以及 Neighbourly 的外观。`)
};

export const people_settings_sections = /** @type {(inputs: People_Settings_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置分区`)
};

export const people_tab_appearance = /** @type {(inputs: People_Tab_AppearanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`外观`)
};

export const people_tab_blocked_people = /** @type {(inputs: People_Tab_Blocked_PeopleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已屏蔽的用户`)
};

export const people_tab_edit_profile = /** @type {(inputs: People_Tab_Edit_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑个人资料`)
};

export const people_tab_manage_account = /** @type {(inputs: People_Tab_Manage_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理账号`)
};

export const people_tab_notifications = /** @type {(inputs: People_Tab_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知`)
};

export const people_theme = /** @type {(inputs: People_ThemeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主题`)
};

export const people_theme_dark = /** @type {(inputs: People_Theme_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`深色`)
};

export const people_theme_description = /** @type {(inputs: People_Theme_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择 Neighbourly 在此设备上的外观。“跟随系统”会采用设备的浅色或深色设置。`)
};

export const people_theme_light = /** @type {(inputs: People_Theme_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`浅色`)
};

export const people_theme_system = /** @type {(inputs: People_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跟随系统`)
};

export const people_update = /** @type {(inputs: People_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更新`)
};

export const people_upload_avatar = /** @type {(inputs: People_Upload_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上传新头像`)
};

export const people_uploading_avatar = /** @type {(inputs: People_Uploading_AvatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上传头像`)
};

export const people_view_my_profile = /** @type {(inputs: People_View_My_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看我的个人资料`)
};

export const people_your_avatar = /** @type {(inputs: People_Your_AvatarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您的头像（${i?.name}）`)
};

export const server_address_search_is_not_set_up = /** @type {(inputs: Server_Address_Search_Is_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本网站未启用地址搜索：请拖动地图标记，或选择一个社区。`)
};

export const server_altcha_is_not_in_use = /** @type {(inputs: Server_Altcha_Is_Not_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未启用 ALTCHA。`)
};

export const server_failed_to_create_group_limit_of = /** @type {(inputs: Server_Failed_To_Create_Group_Limit_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组失败。已超出每位用户可创建的小组数量上限。`)
};

export const server_invalid_or_missing_csrf_token_reload = /** @type {(inputs: Server_Invalid_Or_Missing_Csrf_Token_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSRF 令牌无效或缺失。请刷新页面后重试。`)
};

export const server_new_members_join_as_member = /** @type {(inputs: Server_New_Members_Join_As_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新成员以 MEMBER 身份加入。`)
};

export const server_no_free_group_id_could_be = /** @type {(inputs: Server_No_Free_Group_Id_Could_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法根据此链接生成可用的小组 ID。`)
};

export const server_no_one_may_act_on_an = /** @type {(inputs: Server_No_One_May_Act_On_AnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在此处，任何人都不能对管理员执行操作。`)
};

export const server_not_found = /** @type {(inputs: Server_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未找到。`)
};

export const server_nothing_could_be_read_from_this = /** @type {(inputs: Server_Nothing_Could_Be_Read_From_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法从此页面读取任何内容：请确认该页面是公开的，并且链接正确。`)
};

export const server_only_an_admin_may_act_on = /** @type {(inputs: Server_Only_An_Admin_May_Act_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有管理员才能对审核员执行操作。`)
};

export const server_only_an_event_host_or_the = /** @type {(inputs: Server_Only_An_Event_Host_Or_TheInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动只能移交给活动主办人或小组所有者。`)
};

export const server_only_https_links_to_meetupcom_can = /** @type {(inputs: Server_Only_Https_Links_To_Meetupcom_CanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只能导入指向 meetup.com 的 https 链接。`)
};

export const server_only_members_of_the_group_see = /** @type {(inputs: Server_Only_Members_Of_The_Group_SeeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有小组成员才能查看此活动。`)
};

export const server_only_members_see_a_private_groups = /** @type {(inputs: Server_Only_Members_See_A_Private_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有成员才能查看私密小组的日历。`)
};

export const server_only_members_see_who_belongs_to = /** @type {(inputs: Server_Only_Members_See_Who_Belongs_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有成员才能查看私密小组的成员名单。`)
};

export const server_only_site_moderators_may_do_this = /** @type {(inputs: Server_Only_Site_Moderators_May_Do_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有网站审核员才能执行此操作。`)
};

export const server_only_the_creator_of_an_event = /** @type {(inputs: Server_Only_The_Creator_Of_An_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动的主办人只能是其创建者。`)
};

export const server_only_the_host_of_the_event = /** @type {(inputs: Server_Only_The_Host_Of_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活动主办人或小组所有者才能执行此操作。`)
};

export const server_only_the_host_of_the_event_2 = /** @type {(inputs: Server_Only_The_Host_Of_The_Event_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有活动主办人或小组所有者才能移交此活动。`)
};

export const server_only_the_host_or_the_owner = /** @type {(inputs: Server_Only_The_Host_Or_The_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有主办人或小组所有者才能删除此活动。`)
};

export const server_only_the_host_or_the_owner_2 = /** @type {(inputs: Server_Only_The_Host_Or_The_Owner_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有主办人或小组所有者才能下载参加者名单。`)
};

export const server_only_the_owner_and_the_event = /** @type {(inputs: Server_Only_The_Owner_And_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有本小组的所有者和活动主办人才能在小组中创建活动。`)
};

export const server_please_sign_in_to_continue = /** @type {(inputs: Server_Please_Sign_In_To_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请登录后继续。`)
};

export const server_preparing_this_copy_of_your_data = /** @type {(inputs: Server_Preparing_This_Copy_Of_Your_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准备数据副本失败：请到“设置 › 管理账户”重新申请。`)
};

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请以 multipart/form-data 格式发送登录表单。`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其中部分举报不存在，或与此对象无关。`)
};

export const server_something_went_wrong_on_our = /** @type {(inputs: Server_Something_Went_Wrong_On_OurInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我们这边出了问题。`)
};

export const server_the_cursor_is_not_valid_ask = /** @type {(inputs: Server_The_Cursor_Is_Not_Valid_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`游标无效：请重新请求第一页。`)
};

export const server_the_host_cannot_leave_their_own = /** @type {(inputs: Server_The_Host_Cannot_Leave_Their_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主办人不能退出自己的活动。`)
};

export const server_the_host_of_an_event_cannot = /** @type {(inputs: Server_The_Host_Of_An_Event_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法在此处更改活动的主办人。`)
};

export const server_the_owner_cannot_leave_the_group = /** @type {(inputs: Server_The_Owner_Cannot_Leave_The_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有者不能退出小组。`)
};

export const server_the_owner_of_a_group_cannot = /** @type {(inputs: Server_The_Owner_Of_A_Group_CannotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法在此处更改小组的所有者。`)
};

export const server_the_signin_form_could_not_be = /** @type {(inputs: Server_The_Signin_Form_Could_Not_BeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取登录表单。`)
};

export const server_the_upload_could_not_be_read = /** @type {(inputs: Server_The_Upload_Could_Not_Be_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取上传的文件。`)
};

export const server_there_is_no_image = /** @type {(inputs: Server_There_Is_No_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有图片。`)
};

export const server_there_is_no_such_download = /** @type {(inputs: Server_There_Is_No_Such_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有这个下载。`)
};

export const server_there_is_no_such_request = /** @type {(inputs: Server_There_Is_No_Such_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该申请不存在。`)
};

export const server_there_is_no_such_sitemap_file = /** @type {(inputs: Server_There_Is_No_Such_Sitemap_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该站点地图文件不存在。`)
};

export const server_there_is_no_such_user = /** @type {(inputs: Server_There_Is_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该用户不存在。`)
};

export const server_this_calendar_address_is_not_valid = /** @type {(inputs: Server_This_Calendar_Address_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此日历地址无效（可能已被新地址取代）。`)
};

export const server_this_comment_does_not_exist = /** @type {(inputs: Server_This_Comment_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此评论不存在。`)
};

export const server_this_copy_of_your_data_is_still = /** @type {(inputs: Server_This_Copy_Of_Your_Data_Is_StillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您的数据副本仍在准备中。`)
};

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该内容不存在，也没有人举报过它。`)
};

export const server_this_download_has_expired = /** @type {(inputs: Server_This_Download_Has_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此下载已过期：数据副本只保留 7 天。请到“设置 › 管理账户”重新申请。`)
};

export const server_this_download_link_is_not_valid = /** @type {(inputs: Server_This_Download_Link_Is_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此下载链接无效。`)
};

export const server_this_event_does_not_exist = /** @type {(inputs: Server_This_Event_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动不存在。`)
};

export const server_this_event_has_already_ended = /** @type {(inputs: Server_This_Event_Has_Already_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动已结束。`)
};

export const server_this_group_does_not_exist = /** @type {(inputs: Server_This_Group_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组不存在。`)
};

export const server_this_group_is_private_ask_to = /** @type {(inputs: Server_This_Group_Is_Private_Ask_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组为私密小组：请改为申请加入。`)
};

export const server_this_group_is_private_its_events = /** @type {(inputs: Server_This_Group_Is_Private_Its_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此小组为私密小组：其活动没有公开订阅源。`)
};

export const server_this_is_not_a_link = /** @type {(inputs: Server_This_Is_Not_A_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是一个链接。`)
};

export const server_this_is_not_the_link_of = /** @type {(inputs: Server_This_Is_Not_The_Link_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是 Meetup 小组的链接。`)
};

export const server_this_is_not_the_link_of_2 = /** @type {(inputs: Server_This_Is_Not_The_Link_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是 Meetup 活动的链接。`)
};

export const server_this_no_longer_exists_only_dismiss = /** @type {(inputs: Server_This_No_Longer_Exists_Only_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该内容已不存在：只能选择 DISMISS。`)
};

export const server_this_person_already_hosts_the_event = /** @type {(inputs: Server_This_Person_Already_Hosts_The_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人已是该活动的主办人。`)
};

export const server_this_person_does_not_exist = /** @type {(inputs: Server_This_Person_Does_Not_ExistInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该用户不存在。`)
};

export const server_this_person_is_not_a_member = /** @type {(inputs: Server_This_Person_Is_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人不是本小组的成员。`)
};

export const server_this_person_is_not_banned_from = /** @type {(inputs: Server_This_Person_Is_Not_Banned_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此人未被本小组封禁。`)
};

export const server_too_many_requests_please_wait_a = /** @type {(inputs: Server_Too_Many_Requests_Please_Wait_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请求过于频繁。请等待一分钟后重试。`)
};

export const server_you_are_already_attending_this_event = /** @type {(inputs: Server_You_Are_Already_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已报名参加此活动。`)
};

export const server_you_are_not_a_member_of = /** @type {(inputs: Server_You_Are_Not_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不是此小组的成员。`)
};

export const server_you_are_not_allowed_to_do = /** @type {(inputs: Server_You_Are_Not_Allowed_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无权执行此操作。`)
};

export const server_you_are_not_attending_this_event = /** @type {(inputs: Server_You_Are_Not_Attending_This_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您未报名参加此活动。`)
};

export const server_you_can_ask_for_a_copy = /** @type {(inputs: Server_You_Can_Ask_For_A_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您每天最多可以申请 3 次数据副本。`)
};

export const server_you_cannot_act_on_yourself_or = /** @type {(inputs: Server_You_Cannot_Act_On_Yourself_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能对自己或自己发布的内容执行此操作。`)
};

export const server_you_cannot_ask_to_join_this = /** @type {(inputs: Server_You_Cannot_Ask_To_Join_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无法申请加入此小组。`)
};

export const server_you_cannot_block_yourself = /** @type {(inputs: Server_You_Cannot_Block_YourselfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能屏蔽自己。`)
};

export const server_you_cannot_comment_on_this_groups = /** @type {(inputs: Server_You_Cannot_Comment_On_This_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能评论此小组的活动。`)
};

export const server_you_cannot_join_this_group = /** @type {(inputs: Server_You_Cannot_Join_This_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您无法加入此小组。`)
};

export const server_you_have_not_blocked_this_person = /** @type {(inputs: Server_You_Have_Not_Blocked_This_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您没有屏蔽此人。`)
};

export const server_you_must_be_a_member_of = /** @type {(inputs: Server_You_Must_Be_A_Member_OfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您必须是小组成员才能参加`)
};

export const shell_account_menu = /** @type {(inputs: Shell_Account_MenuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号菜单`)
};

export const shell_account_nav = /** @type {(inputs: Shell_Account_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`账号`)
};

export const shell_back_to = /** @type {(inputs: Shell_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`返回${i?.name}`)
};

export const shell_cancel = /** @type {(inputs: Shell_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const shell_check_connection = /** @type {(inputs: Shell_Check_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请检查网络连接后重试。`)
};

export const shell_checking_availability = /** @type {(inputs: Shell_Checking_AvailabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在检查是否可用`)
};

export const shell_choose_another_image = /** @type {(inputs: Shell_Choose_Another_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择其他图片`)
};

export const shell_choose_cover_image = /** @type {(inputs: Shell_Choose_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择封面图片`)
};

export const shell_confirm = /** @type {(inputs: Shell_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认`)
};

export const shell_confirm_title = /** @type {(inputs: Shell_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认`)
};

export const shell_cover_image_file = /** @type {(inputs: Shell_Cover_Image_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片文件`)
};

export const shell_cover_image_optional = /** @type {(inputs: Shell_Cover_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封面图片（可选）`)
};

export const shell_create_group = /** @type {(inputs: Shell_Create_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建小组`)
};

export const shell_error_detail = /** @type {(inputs: Shell_Error_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`页面无法加载。请检查网络连接后重试。`)
};

export const shell_error_reference = /** @type {(inputs: Shell_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`参考编号：${i?.id}`)
};

export const shell_error_title = /** @type {(inputs: Shell_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`出错了`)
};

export const shell_event_load_failed = /** @type {(inputs: Shell_Event_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载该活动`)
};

export const shell_footer_cookies = /** @type {(inputs: Shell_Footer_CookiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cookie 政策`)
};

export const shell_footer_credit = /** @type {(inputs: Shell_Footer_CreditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · 为温哥华的邻居们打造`)
};

export const shell_footer_help = /** @type {(inputs: Shell_Footer_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`帮助`)
};

export const shell_footer_nav = /** @type {(inputs: Shell_Footer_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`法律信息与帮助`)
};

export const shell_footer_privacy = /** @type {(inputs: Shell_Footer_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`隐私政策`)
};

export const shell_footer_terms = /** @type {(inputs: Shell_Footer_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`服务条款`)
};

export const shell_go_home = /** @type {(inputs: Shell_Go_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回首页`)
};

export const shell_group_load_failed = /** @type {(inputs: Shell_Group_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法加载该小组`)
};

export const shell_hide_field = /** @type {(inputs: Shell_Hide_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`隐藏${i?.field}`)
};

export const shell_home_title = /** @type {(inputs: Shell_Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neighbourly · 温哥华社区小组与活动`)
};

export const shell_image_rule = /** @type {(inputs: Shell_Image_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PNG 或 JPEG 格式，最大 ${i?.size} MB`)
};

export const shell_link_copied = /** @type {(inputs: Shell_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`链接已复制`)
};

export const shell_link_copy_failed = /** @type {(inputs: Shell_Link_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法复制链接：请选中后手动复制。`)
};

export const shell_loading = /** @type {(inputs: Shell_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载`)
};

export const shell_loading_page = /** @type {(inputs: Shell_Loading_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载页面`)
};

export const shell_loading_settings = /** @type {(inputs: Shell_Loading_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在加载您的设置`)
};

export const shell_map_tiles_off = /** @type {(inputs: Shell_Map_Tiles_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本站已关闭地图图块`)
};

export const shell_map_zoom_in = /** @type {(inputs: Shell_Map_Zoom_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放大`)
};

export const shell_map_zoom_out = /** @type {(inputs: Shell_Map_Zoom_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`缩小`)
};

export const shell_menu_logout = /** @type {(inputs: Shell_Menu_LogoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出登录`)
};

export const shell_menu_moderation = /** @type {(inputs: Shell_Menu_ModerationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审核`)
};

export const shell_menu_profile = /** @type {(inputs: Shell_Menu_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个人资料`)
};

export const shell_menu_settings = /** @type {(inputs: Shell_Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

export const shell_menu_your_events = /** @type {(inputs: Shell_Menu_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的活动`)
};

export const shell_menu_your_groups = /** @type {(inputs: Shell_Menu_Your_GroupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的小组`)
};

export const shell_network_error = /** @type {(inputs: Shell_Network_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法连接 Neighbourly。请检查网络连接。`)
};

export const shell_no_image_selected = /** @type {(inputs: Shell_No_Image_SelectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未选择图片`)
};

export const shell_not_found_heading = /** @type {(inputs: Shell_Not_Found_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`哎呀！`)
};

export const shell_not_found_text = /** @type {(inputs: Shell_Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此页面不存在！`)
};

export const shell_not_found_title = /** @type {(inputs: Shell_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找不到页面`)
};

export const shell_offline = /** @type {(inputs: Shell_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已离线`)
};

export const shell_offline_needs_connection = /** @type {(inputs: Shell_Offline_Needs_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要网络连接：您已离线。`)
};

export const shell_offline_not_saved = /** @type {(inputs: Shell_Offline_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未保存，无法离线查看。`)
};

export const shell_offline_saved_at = /** @type {(inputs: Shell_Offline_Saved_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`您已离线 — 显示的是 ${i?.time} 保存的内容`)
};

export const shell_offline_your_events = /** @type {(inputs: Shell_Offline_Your_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您即将参加的活动`)
};

export const shell_password_field = /** @type {(inputs: Shell_Password_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码`)
};

export const shell_place_none = /** @type {(inputs: Shell_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const shell_places_metro = /** @type {(inputs: Shell_Places_MetroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大温哥华地区`)
};

export const shell_places_neighbourhoods = /** @type {(inputs: Shell_Places_NeighbourhoodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`温哥华社区`)
};

export const shell_privacy_private = /** @type {(inputs: Shell_Privacy_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`私密`)
};

export const shell_privacy_public = /** @type {(inputs: Shell_Privacy_PublicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`公开`)
};

export const shell_reload_page = /** @type {(inputs: Shell_Reload_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新加载页面`)
};

export const shell_remove_selection = /** @type {(inputs: Shell_Remove_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消选择`)
};

export const shell_request_failed = /** @type {(inputs: Shell_Request_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请求失败`)
};

export const shell_selected_file = /** @type {(inputs: Shell_Selected_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已选择：${i?.name}`)
};

export const shell_show_field = /** @type {(inputs: Shell_Show_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`显示${i?.field}`)
};

export const shell_sign_in = /** @type {(inputs: Shell_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

export const shell_skip_to_main = /** @type {(inputs: Shell_Skip_To_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跳到主要内容`)
};

export const shell_switch_to_dark = /** @type {(inputs: Shell_Switch_To_DarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切换到深色模式`)
};

export const shell_switch_to_light = /** @type {(inputs: Shell_Switch_To_LightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切换到浅色模式`)
};

export const shell_tags = /** @type {(inputs: Shell_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标签`)
};

export const shell_tags_hint = /** @type {(inputs: Shell_Tags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用逗号分隔标签，例如：徒步, 北岸, 遛狗`)
};

export const shell_try_again = /** @type {(inputs: Shell_Try_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重试`)
};

export const shell_unauthorized_heading = /** @type {(inputs: Shell_Unauthorized_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此页面仅对已登录用户开放`)
};

export const shell_unauthorized_sign_in = /** @type {(inputs: Shell_Unauthorized_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const shell_unauthorized_sign_up = /** @type {(inputs: Shell_Unauthorized_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注册`)
};

export const shell_unauthorized_text = /** @type {(inputs: Shell_Unauthorized_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建免费账号或登录以继续。`)
};

export const shell_unauthorized_title = /** @type {(inputs: Shell_Unauthorized_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`需要登录`)
};

export const shell_unread = /** @type {(inputs: Shell_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}，${i?.count} 条未读`)
};

export const shell_update_ready = /** @type {(inputs: Shell_Update_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有新版本可用`)
};

export const shell_update_reload = /** @type {(inputs: Shell_Update_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新加载`)
};

export const shell_uploading = /** @type {(inputs: Shell_UploadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上传`)
};

export const shell_uploading_cover_image = /** @type {(inputs: Shell_Uploading_Cover_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在上传封面图片`)
};

export const validation_addresssearch1 = /** @type {(inputs: Validation_Addresssearch1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入 3 到 200 个字符的地址`)
};

export const validation_agreement = /** @type {(inputs: Validation_AgreementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请同意《隐私政策》和《服务条款》。`)
};

export const validation_alreadyaseries2 = /** @type {(inputs: Validation_Alreadyaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动已设为重复举行：请改为延长它所在的系列活动。`)
};

export const validation_badlink1 = /** @type {(inputs: Validation_Badlink1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此链接无效。请使用我们最近发送给您的链接。`)
};

export const validation_banreason1 = /** @type {(inputs: Validation_Banreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`原因不能超过 500 个字符。`)
};

export const validation_captcha = /** @type {(inputs: Validation_CaptchaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请完成 reCAPTCHA 验证。`)
};

export const validation_captchaunfinished1 = /** @type {(inputs: Validation_Captchaunfinished1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自动验证尚未完成。请稍候片刻再试。`)
};

export const validation_chatmessage1 = /** @type {(inputs: Validation_Chatmessage1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，消息长度须为 1 到 1000 个字符`)
};

export const validation_comment = /** @type {(inputs: Validation_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，评论长度须为 1 到 250 个字符，且不能以空格开头`)
};

export const validation_confirmationemailstoomany3 = /** @type {(inputs: Validation_Confirmationemailstoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向此邮箱地址发送的确认邮件过多。`)
};

export const validation_controlcharacters1 = /** @type {(inputs: Validation_Controlcharacters1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，文本中不能包含控制字符。`)
};

export const validation_coverscope1 = /** @type {(inputs: Validation_Coverscope1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`范围必须为 THIS（此活动）或 SERIES（该系列活动中的所有活动）。`)
};

export const validation_currentpasswordwrong2 = /** @type {(inputs: Validation_Currentpasswordwrong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，当前密码不正确。`)
};

export const validation_displayname1 = /** @type {(inputs: Validation_Displayname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，显示名称长度须为 1 到 50 个字符，且不能以空格开头`)
};

export const validation_email = /** @type {(inputs: Validation_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入有效的电子邮箱地址。`)
};

export const validation_emailchangestoomany3 = /** @type {(inputs: Validation_Emailchangestoomany3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`邮箱地址更改次数过多。`)
};

export const validation_eventdates1 = /** @type {(inputs: Validation_Eventdates1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始或结束的日期和时间不正确`)
};

export const validation_eventdescription1 = /** @type {(inputs: Validation_Eventdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活动介绍长度须为 1 到 1000 个字符`)
};

export const validation_eventlocation1 = /** @type {(inputs: Validation_Eventlocation1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活动地点长度须为 1 到 100 个字符`)
};

export const validation_eventtitle1 = /** @type {(inputs: Validation_Eventtitle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，活动标题长度须为 1 到 100 个字符`)
};

export const validation_eventtoofarahead3 = /** @type {(inputs: Validation_Eventtoofarahead3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动须在从现在起 2 年内开始。`)
};

export const validation_eventtoolong2 = /** @type {(inputs: Validation_Eventtoolong2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，一场活动最长只能持续 7 天。`)
};

export const validation_eventsperday2 = /** @type {(inputs: Validation_Eventsperday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在 24 小时内最多可创建 60 场活动（系列活动中的每一场都计算在内）。请稍后再试。`)
};

export const validation_fediverseaccount1 = /** @type {(inputs: Validation_Fediverseaccount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请按 名称@服务器 的格式输入你的联邦宇宙账号，例如 alex@mastodon.social。`)
};

export const validation_fediverseaccountnotfound3 = /** @type {(inputs: Validation_Fediverseaccountnotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的服务器没有提供关注页面。请改为在你的服务器上搜索该账号名。`)
};

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`活动形式必须为 IN_PERSON、ONLINE 或 HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，小组介绍长度须为 1 到 1000 个字符`)
};

export const validation_grouphandle1 = /** @type {(inputs: Validation_Grouphandle1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，联邦宇宙账号名须为 1 到 30 个字符，只能包含小写字母、数字和下划线。`)
};

export const validation_grouphandletaken2 = /** @type {(inputs: Validation_Grouphandletaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，该联邦宇宙账号名已被占用。`)
};

export const validation_groupid1 = /** @type {(inputs: Validation_Groupid1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，小组 ID 长度须为 1 到 30 个字符，且只能包含小写英文字母、数字和下划线。`)
};

export const validation_groupidtaken2 = /** @type {(inputs: Validation_Groupidtaken2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，该小组 ID 已被占用。`)
};

export const validation_groupname1 = /** @type {(inputs: Validation_Groupname1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，小组名称长度须为 1 到 100 个字符`)
};

export const validation_groupupcomingevents2 = /** @type {(inputs: Validation_Groupupcomingevents2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一个小组最多只能有 200 场即将举行的活动。请删除部分活动，或等部分活动举行完毕后再试。`)
};

export const validation_imagesize1 = /** @type {(inputs: Validation_Imagesize1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片大小不能超过 5 MB。`)
};

export const validation_imagetoolarge2 = /** @type {(inputs: Validation_Imagetoolarge2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`图片尺寸过大（最多 40 百万像素）。`)
};

export const validation_imagetype1 = /** @type {(inputs: Validation_Imagetype1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择 PNG 或 JPEG 格式的图片。`)
};

export const validation_importurl1 = /** @type {(inputs: Validation_Importurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，链接不能超过 100 个字符`)
};

export const validation_latitude = /** @type {(inputs: Validation_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纬度必须是 -90 到 90 之间的数字`)
};

export const validation_linkexpired1 = /** @type {(inputs: Validation_Linkexpired1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此链接已过期。请在“设置”中重新输入您的邮箱地址，以获取新链接。`)
};

export const validation_locationpart1 = /** @type {(inputs: Validation_Locationpart1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，所在地的每一项长度须为 1 到 100 个字符。`)
};

export const validation_login = /** @type {(inputs: Validation_LoginInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，用户名长度须为 3 到 30 个字符，且只能包含英文字母、数字和下划线。`)
};

export const validation_logintaken1 = /** @type {(inputs: Validation_Logintaken1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，该用户名已被占用。`)
};

export const validation_longitude = /** @type {(inputs: Validation_LongitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`经度必须是 -180 到 180 之间的数字`)
};

export const validation_meetingurl1 = /** @type {(inputs: Validation_Meetingurl1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`会议链接必须是以 http:// 或 https:// 开头的网址（不超过 500 个字符）`)
};

export const validation_messagingnotallowed2 = /** @type {(inputs: Validation_Messagingnotallowed2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您只能给与您同在一个小组的人发消息，或回复先给您发消息的人。`)
};

export const validation_messagingself1 = /** @type {(inputs: Validation_Messagingself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能给自己发消息。`)
};

export const validation_messagingtoofast2 = /** @type {(inputs: Validation_Messagingtoofast2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您发送消息的速度过快。请等待一分钟后再试。`)
};

export const validation_messagingyoublocked2 = /** @type {(inputs: Validation_Messagingyoublocked2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已屏蔽此人。如需再次给对方发消息，请在“设置”中取消屏蔽。`)
};

export const validation_moderationreason1 = /** @type {(inputs: Validation_Moderationreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写原因，不超过 500 个字符。`)
};

export const validation_near = /** @type {(inputs: Validation_NearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`坐标点须按“纬度,经度”的格式填写，例如 49.2642,-123.1553`)
};

export const validation_nearorplace2 = /** @type {(inputs: Validation_Nearorplace2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请按坐标点或地点搜索附近，不能两者同时使用`)
};

export const validation_newaccountstrangermessages3 = /** @type {(inputs: Validation_Newaccountstrangermessages3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新账号每小时只能向尚未回复过您的人发送少量消息。`)
};

export const validation_notaseries2 = /** @type {(inputs: Validation_Notaseries2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此活动不属于系列活动。`)
};

export const validation_participantslimit1 = /** @type {(inputs: Validation_Participantslimit1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`人数上限必须是 0 到 10000 之间的整数（0 表示不限人数）`)
};

export const validation_password = /** @type {(inputs: Validation_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，密码长度须为 8 到 24 个字符，且至少包含 1 个大写字母、1 个数字和 1 个特殊符号。`)
};

export const validation_passwordsdontmatch2 = /** @type {(inputs: Validation_Passwordsdontmatch2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，两次输入的密码不一致。`)
};

export const validation_pinboth1 = /** @type {(inputs: Validation_Pinboth1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`地图标记需要同时填写纬度和经度，或两者都不填`)
};

export const validation_reportagain1 = /** @type {(inputs: Validation_Reportagain1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您已举报过此内容，我们的审核员会进行查看。`)
};

export const validation_reportdetails1 = /** @type {(inputs: Validation_Reportdetails1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详细说明不能超过 2000 个字符。`)
};

export const validation_reportreason1 = /** @type {(inputs: Validation_Reportreason1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请从列表中选择一个原因。`)
};

export const validation_reportself1 = /** @type {(inputs: Validation_Reportself1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您不能举报自己或自己发布的内容。`)
};

export const validation_reportstoomany2 = /** @type {(inputs: Validation_Reportstoomany2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`您在过去一小时内提交的举报过多。`)
};

export const validation_required = /** @type {(inputs: Validation_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此项为必填项`)
};

export const validation_searchrange1 = /** @type {(inputs: Validation_Searchrange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期范围的结束时间必须晚于开始时间，且跨度不超过 366 天`)
};

export const validation_searchtext1 = /** @type {(inputs: Validation_Searchtext1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，搜索内容不能超过 100 个字符`)
};

export const validation_searchwhen1 = /** @type {(inputs: Validation_Searchwhen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期格式应为 2026-12-05 或 2026-12-05T18:00`)
};

export const validation_seriescount1 = /** @type {(inputs: Validation_Seriescount1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`系列活动可重复 2 到 52 次。`)
};

export const validation_seriesend1 = /** @type {(inputs: Validation_Seriesend1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择系列活动的结束方式：在指定日期结束，或重复一定次数后结束。`)
};

export const validation_seriesmorecount2 = /** @type {(inputs: Validation_Seriesmorecount2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请再添加 1 到 51 个日期。`)
};

export const validation_seriesmoreend2 = /** @type {(inputs: Validation_Seriesmoreend2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择延长系列活动的方式：增加若干个日期，或延长至更晚的结束日期。`)
};

export const validation_seriesmoreuntil2 = /** @type {(inputs: Validation_Seriesmoreuntil2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新的结束日期必须晚于该系列活动的最后一个日期，且系列中即将举行的活动最多 52 场。`)
};

export const validation_seriesuntil1 = /** @type {(inputs: Validation_Seriesuntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束日期必须晚于第一场活动，且系列活动最多 52 场。`)
};

export const validation_suspenduntil1 = /** @type {(inputs: Validation_Suspenduntil1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停用的结束时间必须是将来的某个日期和时间。`)
};

export const validation_suspenduntilonlysuspend3 = /** @type {(inputs: Validation_Suspenduntilonlysuspend3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有停用账号时才能设置结束日期。`)
};

export const validation_tag = /** @type {(inputs: Validation_TagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个标签须为一个词（不含空格），最多 30 个字符，只能包含文字、数字、连字符或下划线`)
};

export const validation_tags = /** @type {(inputs: Validation_TagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抱歉，标签总长度不能超过 100 个字符`)
};

export const validation_tagsrepeated1 = /** @type {(inputs: Validation_Tagsrepeated1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个标签只能出现一次`)
};

export const validation_unknownplace1 = /** @type {(inputs: Validation_Unknownplace1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未知地点：请从列出的社区或城市中选择一个`)
};

export const validation_withinkm1 = /** @type {(inputs: Validation_Withinkm1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`距离必须是 1 到 100 之间的公里数`)
};

export const validation_withinneedspoint2 = /** @type {(inputs: Validation_Withinneedspoint2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按距离搜索需要一个测量起点：坐标点（near）或地点（place）`)
};