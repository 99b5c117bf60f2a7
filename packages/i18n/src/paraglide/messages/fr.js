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
/** @typedef {{}} Events_Uploaded_On_SaveInputs */
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
/** @typedef {{}} Legal_Last_Updated_DateInputs */
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
/** @typedef {{}} People_Account_Delete_FailedInputs */
/** @typedef {{}} People_Account_Deletion_RequestedInputs */
/** @typedef {{}} People_AvatarInputs */
/** @typedef {{}} People_Avatar_Delete_FailedInputs */
/** @typedef {{}} People_Avatar_DeletedInputs */
/** @typedef {{}} People_Avatar_DescriptionInputs */
/** @typedef {{}} People_Avatar_FileInputs */
/** @typedef {{ name: NonNullable<unknown> }} People_Avatar_OfInputs */
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
import * as registry from "../registry.js"

export { auth_account_suspended } from "./en.js"
export { auth_agreement } from "./en.js"
export { auth_altcha_error } from "./en.js"
export { auth_altcha_expired } from "./en.js"
export { auth_altcha_label } from "./en.js"
export { auth_altcha_link_label } from "./en.js"
export { auth_altcha_loading } from "./en.js"
export { auth_altcha_protected_by } from "./en.js"
export { auth_altcha_required } from "./en.js"
export { auth_altcha_verified } from "./en.js"
export { auth_altcha_verifying } from "./en.js"
export { auth_altcha_wait } from "./en.js"
export { auth_captcha_loading } from "./en.js"
export { auth_external_sign_in_failed } from "./en.js"
export { auth_generic_error } from "./en.js"
export { auth_have_account } from "./en.js"
export { auth_hide_password } from "./en.js"
export { auth_incorrect_credentials } from "./en.js"
export { auth_login_available } from "./en.js"
export { auth_login_label } from "./en.js"
export { auth_login_rule } from "./en.js"
export { auth_no_account } from "./en.js"
export { auth_or_sign_in_with } from "./en.js"
export { auth_or_sign_up_with } from "./en.js"
export { auth_password_hint } from "./en.js"
export { auth_password_label } from "./en.js"
export { auth_privacy_policy } from "./en.js"
export { auth_show_password } from "./en.js"
export { auth_sign_in } from "./en.js"
export { auth_sign_in_button } from "./en.js"
export { auth_sign_in_subtitle } from "./en.js"
export { auth_sign_in_with } from "./en.js"
export { auth_sign_up } from "./en.js"
export { auth_sign_up_button } from "./en.js"
export { auth_sign_up_failed } from "./en.js"
export { auth_sign_up_now } from "./en.js"
export { auth_sign_up_subtitle } from "./en.js"
export { auth_sign_up_title } from "./en.js"
export { auth_sign_up_with } from "./en.js"
export { auth_signed_in } from "./en.js"
export { auth_signed_up } from "./en.js"
export { auth_terms_of_service } from "./en.js"
export { auth_too_many_attempts } from "./en.js"

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
	return /** @type {LocalizedString} */ (`Le dernier jour doit être le premier jour ou un jour après.`)
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
	return /** @type {LocalizedString} */ (`Liste des participants`)
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

export const events_uploaded_on_save = /** @type {(inputs: Events_Uploaded_On_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elle est téléversée quand vous enregistrez l'événement.`)
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
export { legal_contents } from "./en.js"
export { legal_cookies_auth_store_duration } from "./en.js"
export { legal_cookies_auth_store_purpose } from "./en.js"
export { legal_cookies_changes_heading } from "./en.js"
export { legal_cookies_changes_p1 } from "./en.js"
export { legal_cookies_color_scheme_purpose } from "./en.js"
export { legal_cookies_column_duration } from "./en.js"
export { legal_cookies_column_name } from "./en.js"
export { legal_cookies_column_purpose } from "./en.js"
export { legal_cookies_column_type } from "./en.js"
export { legal_cookies_control_heading } from "./en.js"
export { legal_cookies_control_p1 } from "./en.js"
export { legal_cookies_intro } from "./en.js"
export { legal_cookies_kind_cookie } from "./en.js"
export { legal_cookies_kind_cookie_http_only } from "./en.js"
export { legal_cookies_kind_local_storage } from "./en.js"
export { legal_cookies_kind_session_storage } from "./en.js"
export { legal_cookies_list_heading } from "./en.js"
export { legal_cookies_list_p1 } from "./en.js"
export { legal_cookies_locale_purpose } from "./en.js"
export { legal_cookies_necessary_heading } from "./en.js"
export { legal_cookies_necessary_not } from "./en.js"
export { legal_cookies_necessary_p1 } from "./en.js"
export { legal_cookies_necessary_p2 } from "./en.js"
export { legal_cookies_one_year } from "./en.js"
export { legal_cookies_reload_duration } from "./en.js"
export { legal_cookies_reload_purpose } from "./en.js"
export { legal_cookies_session_duration } from "./en.js"
export { legal_cookies_session_purpose } from "./en.js"
export { legal_cookies_table_label } from "./en.js"
export { legal_cookies_theme_duration } from "./en.js"
export { legal_cookies_theme_purpose } from "./en.js"
export { legal_cookies_title } from "./en.js"
export { legal_cookies_what_heading } from "./en.js"
export { legal_cookies_what_p1 } from "./en.js"
export { legal_cookies_xsrf_duration } from "./en.js"
export { legal_cookies_xsrf_purpose } from "./en.js"
export { legal_fact_city } from "./en.js"
export { legal_fact_governing_law } from "./en.js"
export { legal_free_groups } from "./en.js"
export { legal_free_groups_free } from "./en.js"
export { legal_help_document_title } from "./en.js"
export { legal_help_home } from "./en.js"
export { legal_help_intro } from "./en.js"
export { legal_help_loading } from "./en.js"
export { legal_help_title } from "./en.js"
export { legal_help_unavailable } from "./en.js"
export { legal_last_updated } from "./en.js"
export { legal_last_updated_date } from "./en.js"
export { legal_link_cookies } from "./en.js"
export { legal_link_help } from "./en.js"
export { legal_link_privacy } from "./en.js"
export { legal_privacy_age_heading } from "./en.js"
export { legal_privacy_age_p1 } from "./en.js"
export { legal_privacy_changes_heading } from "./en.js"
export { legal_privacy_changes_p1 } from "./en.js"
export { legal_privacy_collect_account } from "./en.js"
export { legal_privacy_collect_account_label } from "./en.js"
export { legal_privacy_collect_activity } from "./en.js"
export { legal_privacy_collect_activity_label } from "./en.js"
export { legal_privacy_collect_heading } from "./en.js"
export { legal_privacy_collect_p1 } from "./en.js"
export { legal_privacy_collect_p2 } from "./en.js"
export { legal_privacy_collect_profile } from "./en.js"
export { legal_privacy_collect_profile_label } from "./en.js"
export { legal_privacy_collect_technical } from "./en.js"
export { legal_privacy_collect_technical_label } from "./en.js"
export { legal_privacy_contact_heading } from "./en.js"
export { legal_privacy_contact_p1 } from "./en.js"
export { legal_privacy_intro } from "./en.js"
export { legal_privacy_retention_heading } from "./en.js"
export { legal_privacy_retention_p1 } from "./en.js"
export { legal_privacy_rights_heading } from "./en.js"
export { legal_privacy_rights_p1 } from "./en.js"
export { legal_privacy_security_heading } from "./en.js"
export { legal_privacy_security_p1 } from "./en.js"
export { legal_privacy_sharing_heading } from "./en.js"
export { legal_privacy_sharing_item1 } from "./en.js"
export { legal_privacy_sharing_item2 } from "./en.js"
export { legal_privacy_sharing_item3 } from "./en.js"
export { legal_privacy_sharing_p1 } from "./en.js"
export { legal_privacy_third_parties_heading } from "./en.js"
export { legal_privacy_third_parties_p1 } from "./en.js"
export { legal_privacy_third_parties_p2 } from "./en.js"
export { legal_privacy_title } from "./en.js"
export { legal_privacy_use_heading } from "./en.js"
export { legal_privacy_use_item1 } from "./en.js"
export { legal_privacy_use_item2 } from "./en.js"
export { legal_privacy_use_item3 } from "./en.js"
export { legal_privacy_use_item4 } from "./en.js"
export { legal_privacy_use_item5 } from "./en.js"
export { legal_privacy_use_item6 } from "./en.js"
export { legal_privacy_visible_heading } from "./en.js"
export { legal_privacy_visible_p1 } from "./en.js"
export { legal_privacy_visible_p2 } from "./en.js"
export { legal_terms_account_heading } from "./en.js"
export { legal_terms_account_p1 } from "./en.js"
export { legal_terms_account_p2 } from "./en.js"
export { legal_terms_agreement_heading } from "./en.js"
export { legal_terms_agreement_p1 } from "./en.js"
export { legal_terms_agreement_p2 } from "./en.js"
export { legal_terms_changes_heading } from "./en.js"
export { legal_terms_changes_p1 } from "./en.js"
export { legal_terms_contact_heading } from "./en.js"
export { legal_terms_contact_p1 } from "./en.js"
export { legal_terms_content_heading } from "./en.js"
export { legal_terms_content_p1 } from "./en.js"
export { legal_terms_content_p2 } from "./en.js"
export { legal_terms_disclaimer_heading } from "./en.js"
export { legal_terms_disclaimer_p1 } from "./en.js"
export { legal_terms_eligibility_heading } from "./en.js"
export { legal_terms_eligibility_p1 } from "./en.js"
export { legal_terms_eligibility_p2 } from "./en.js"
export { legal_terms_ending_heading } from "./en.js"
export { legal_terms_ending_p1 } from "./en.js"
export { legal_terms_ending_p2 } from "./en.js"
export { legal_terms_groups_heading } from "./en.js"
export { legal_terms_groups_item1 } from "./en.js"
export { legal_terms_groups_item2 } from "./en.js"
export { legal_terms_groups_item3 } from "./en.js"
export { legal_terms_groups_p1 } from "./en.js"
export { legal_terms_groups_p2 } from "./en.js"
export { legal_terms_groups_p3 } from "./en.js"
export { legal_terms_intro } from "./en.js"
export { legal_terms_law_heading } from "./en.js"
export { legal_terms_law_p1 } from "./en.js"
export { legal_terms_liability_heading } from "./en.js"
export { legal_terms_liability_p1 } from "./en.js"
export { legal_terms_liability_p2 } from "./en.js"
export { legal_terms_rules_heading } from "./en.js"
export { legal_terms_rules_item1 } from "./en.js"
export { legal_terms_rules_item2 } from "./en.js"
export { legal_terms_rules_item3 } from "./en.js"
export { legal_terms_rules_item4 } from "./en.js"
export { legal_terms_rules_item5 } from "./en.js"
export { legal_terms_rules_item6 } from "./en.js"
export { legal_terms_rules_p1 } from "./en.js"
export { legal_terms_title } from "./en.js"
export { people_account_delete_failed } from "./en.js"
export { people_account_deletion_requested } from "./en.js"
export { people_avatar } from "./en.js"
export { people_avatar_delete_failed } from "./en.js"
export { people_avatar_deleted } from "./en.js"
export { people_avatar_description } from "./en.js"
export { people_avatar_file } from "./en.js"
export { people_avatar_of } from "./en.js"
export { people_avatar_upload_failed } from "./en.js"
export { people_avatar_uploaded } from "./en.js"
export { people_calendar_description } from "./en.js"
export { people_calendar_link } from "./en.js"
export { people_calendar_link_failed } from "./en.js"
export { people_calendar_link_renew_failed } from "./en.js"
export { people_calendar_link_renewed } from "./en.js"
export { people_calendar_subscription } from "./en.js"
export { people_change_password } from "./en.js"
export { people_change_password_description } from "./en.js"
export { people_confirm_new_password } from "./en.js"
export { people_copy_link } from "./en.js"
export { people_current_password } from "./en.js"
export { people_delete } from "./en.js"
export { people_delete_account } from "./en.js"
export { people_delete_account_description } from "./en.js"
export { people_delete_account_events } from "./en.js"
export { people_delete_account_groups } from "./en.js"
export { people_delete_account_memberships } from "./en.js"
export { people_delete_account_message } from "./en.js"
export { people_delete_account_title } from "./en.js"
export { people_delete_avatar } from "./en.js"
export { people_delete_avatar_confirm } from "./en.js"
export { people_display_name } from "./en.js"
export { people_display_name_hint } from "./en.js"
export { people_edit_my_profile } from "./en.js"
export { people_get_new_link } from "./en.js"
export { people_loading_calendar_link } from "./en.js"
export { people_loading_profile } from "./en.js"
export { people_loading_settings } from "./en.js"
export { people_loading_your_settings } from "./en.js"
export { people_login } from "./en.js"
export { people_login_hint } from "./en.js"
export { people_member_since } from "./en.js"
export { people_my_neighbourhood } from "./en.js"
export { people_neighbourhood_hint } from "./en.js"
export { people_new_calendar_link_message } from "./en.js"
export { people_new_calendar_link_title } from "./en.js"
export { people_new_password } from "./en.js"
export { people_new_password_hint } from "./en.js"
export { people_no_neighbourhood } from "./en.js"
export { people_open_in_calendar_app } from "./en.js"
export { people_password_update_failed } from "./en.js"
export { people_password_updated } from "./en.js"
export { people_profile } from "./en.js"
export { people_profile_details } from "./en.js"
export { people_profile_details_description } from "./en.js"
export { people_profile_options } from "./en.js"
export { people_profile_update_failed } from "./en.js"
export { people_profile_updated } from "./en.js"
export { people_save_changes } from "./en.js"
export { people_send_message } from "./en.js"
export { people_settings } from "./en.js"
export { people_settings_document_title } from "./en.js"
export { people_settings_intro } from "./en.js"
export { people_settings_sections } from "./en.js"
export { people_tab_appearance } from "./en.js"
export { people_tab_blocked_people } from "./en.js"
export { people_tab_edit_profile } from "./en.js"
export { people_tab_manage_account } from "./en.js"
export { people_tab_notifications } from "./en.js"
export { people_theme } from "./en.js"
export { people_theme_dark } from "./en.js"
export { people_theme_description } from "./en.js"
export { people_theme_light } from "./en.js"
export { people_theme_system } from "./en.js"
export { people_update } from "./en.js"
export { people_upload_avatar } from "./en.js"
export { people_uploading_avatar } from "./en.js"
export { people_view_my_profile } from "./en.js"
export { people_your_avatar } from "./en.js"

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

export const server_send_the_signin_form_as_multipartformdata = /** @type {(inputs: Server_Send_The_Signin_Form_As_MultipartformdataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez le formulaire de connexion en multipart/form-data.`)
};

export const server_some_of_these_reports_do_not = /** @type {(inputs: Server_Some_Of_These_Reports_Do_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains de ces signalements n'existent pas ou ne portent pas sur cet élément.`)
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

export const server_this_does_not_exist_and_no = /** @type {(inputs: Server_This_Does_Not_Exist_And_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet élément n'existe pas et personne ne l'a signalé.`)
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
	return /** @type {LocalizedString} */ (`© ${i?.year} Neighbourly · Fait pour les gens du quartier, à Vancouver`)
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
	return /** @type {LocalizedString} */ (`Se connecter`)
};

export const shell_sign_up = /** @type {(inputs: Shell_Sign_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S'inscrire`)
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

export const validation_format = /** @type {(inputs: Validation_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le format doit être IN_PERSON, ONLINE ou HYBRID`)
};

export const validation_groupdescription1 = /** @type {(inputs: Validation_Groupdescription1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description de votre groupe doit contenir de 1 à 1000 caractères`)
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