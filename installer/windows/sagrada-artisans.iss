; Inno Setup 6.3+ script: the Windows installer of Sagrada Artisans Desktop.
;
; It packs dist\sagrada-artisans\ (made by PyInstaller from installer\sagrada-artisans.spec) into
; dist\sagrada-artisans-<version>-setup.exe, which installs the program for the current user
; (or, when run as administrator and chosen in the dialog, for all users), adds a Start menu entry
; and optionally a desktop icon, and registers an uninstaller.
; installer\windows\build.ps1 does every step; by hand, from the repository's folder:
;   iscc /DAppVersion=0.1.0 installer\windows\sagrada-artisans.iss
; Optional: /DAppURL=https://... (the publisher's web page: Apps & features links to it), and
; code signing: /DSignTool=sagrada "/Ssagrada=signtool.exe sign /f cert.pfx /p **** /fd sha256
; /tr http://timestamp.example /td sha256 $f" (build.ps1 does this when SAGRADA_SIGN_CERT is set):
; the setup and the uninstaller are then signed with a timestamp.
; Saved games (*.sagrada.json): Windows knows a file type only by its last extension, .json, so
; the installer does not take .json over; it registers the program as a handler that Open with
; offers for .json files, and the program opens the saved game it is given.
; Relative paths below are relative to this file's folder.

#ifndef AppVersion
  #error Pass the program's version: iscc /DAppVersion=X.Y.Z installer\windows\sagrada-artisans.iss
#endif

#define AppName "Sagrada Artisans"
#define AppExe "sagrada-artisans.exe"
#define BundleDir "..\..\dist\sagrada-artisans"
#define SaveProgId "SagradaArtisans.SavedGame"

[Setup]
; The AppId identifies the program for upgrades and uninstalling: never change it.
AppId={{A52AEC79-449F-4947-BAA7-EC0CBFF85792}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Sagrada Artisans Desktop developers
#ifdef AppURL
AppPublisherURL={#AppURL}
AppSupportURL={#AppURL}
AppUpdatesURL={#AppURL}
#endif
#ifdef SignTool
SignTool={#SignTool}
SignedUninstaller=yes
#endif
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=sagrada-artisans-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\sagrada-artisans.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes
ChangesAssociations=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle, so that no file of an older version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Registry]
; The saved-game handler: a ProgID that opens the file with the program, offered by Open with
; for .json files (HKA: the current user's or all users' classes, as the install is).
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}"; ValueType: string; ValueName: ""; ValueData: "Sagrada Artisans saved game"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#SaveProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#SaveProgId}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Flags: uninsdeletekey

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
