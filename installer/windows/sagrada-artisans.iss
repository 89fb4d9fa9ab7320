; Inno Setup 6.3+ script: the Windows installer of Sagrada Artisans Desktop.
;
; It packs dist\sagrada-artisans\ (made by PyInstaller from installer\sagrada-artisans.spec) into
; dist\sagrada-artisans-<version>-setup.exe, which installs the program for the current user
; (or, when run as administrator and chosen in the dialog, for all users), adds a Start menu entry
; and optionally a desktop icon, and registers an uninstaller.
; installer\windows\build.ps1 does every step; by hand, from the repository's folder:
;   iscc /DAppVersion=0.1.0 installer\windows\sagrada-artisans.iss
; Relative paths below are relative to this file's folder.

#ifndef AppVersion
  #error Pass the program's version: iscc /DAppVersion=X.Y.Z installer\windows\sagrada-artisans.iss
#endif

#define AppName "Sagrada Artisans"
#define AppExe "sagrada-artisans.exe"
#define BundleDir "..\..\dist\sagrada-artisans"

[Setup]
; The AppId identifies the program for upgrades and uninstalling: never change it.
AppId={{A52AEC79-449F-4947-BAA7-EC0CBFF85792}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Sagrada Artisans Desktop developers
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

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the whole bundle, so that no file of an older version is left behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{app}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent
